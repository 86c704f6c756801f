import { HttpApiBuilder } from '@effect/platform';
import { CONTACT_SENT } from '@market-muse/contracts';
import { MarketMuseApi } from '@market-muse/contracts/api';
import { Effect } from 'effect';
import { Limits, tooMany } from '../limits/limits.ts';
import { addressKey, clientAddress, contactPerAddress } from '../limits/policies.ts';
import { Mailer } from '../mail/mailer.ts';
import { contactMail } from '../mail/templates.ts';
import { AppSettings } from '../settings.ts';

/** The public contact form: each message is mailed to `operators` (MM_CONTACT_EMAIL) and kept nowhere else. */
export const ContactHandlers = (operators: string) =>
  HttpApiBuilder.group(MarketMuseApi, 'contact', (handlers) =>
    Effect.gen(function* () {
      const limits = yield* Limits;
      const mailer = yield* Mailer;
      const { publicUrl } = yield* AppSettings;
      return handlers.handle('send', ({ payload }) =>
        Effect.gen(function* () {
          const address = yield* clientAddress;
          const wait = yield* limits.take(addressKey('contact', address), contactPerAddress);
          if (wait > 0) return yield* tooMany(wait, (when) => `Too many messages. Try again in ${when}.`);
          yield* mailer.send(contactMail(operators, payload, `${publicUrl}/contact`));
          return { message: CONTACT_SENT };
        }),
      );
    }),
  );
