import { timingSafeEqual } from 'node:crypto';
import { HttpApiBuilder, HttpServerRequest } from '@effect/platform';
import { Forbidden, MarketMuseApi, NotFound, Unauthorized } from '@market-muse/contracts/api';
import { loadOperatorAnalytics } from '@market-muse/projections';
import { Effect } from 'effect';
import { Limits, tooMany } from '../limits/limits.ts';
import { addressKey, clientAddress, operatorPerAddress } from '../limits/policies.ts';
import { orDieReading } from './handlerSupport.ts';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The operator token check: the route does not exist without MM_OPERATOR_TOKEN (404), answers 401
 * without a token and 403 with a wrong one. Read on each request, so rotating it needs no restart.
 */
const operatorOnly = Effect.gen(function* () {
  const expected = process.env.MM_OPERATOR_TOKEN;
  if (!expected) return yield* Effect.fail(new NotFound({ message: 'Not found' }));
  const request = yield* HttpServerRequest.HttpServerRequest;
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) return yield* Effect.fail(new Unauthorized({ message: 'Operator token required' }));
  if (!sameToken(token, expected)) return yield* Effect.fail(new Forbidden({ message: 'Forbidden' }));
});

export const OperatorHandlers = HttpApiBuilder.group(MarketMuseApi, 'operator', (handlers) =>
  Effect.gen(function* () {
    const limits = yield* Limits;
    // Limited before the token check, so guessing the token is as slow as using it.
    const limited = Effect.gen(function* () {
      const wait = yield* limits.take(addressKey('operator', yield* clientAddress), operatorPerAddress);
      if (wait > 0) return yield* tooMany(wait, (when) => `Too many requests. Try again in ${when}.`);
    });
    return handlers.handle('analytics', () =>
      limited.pipe(Effect.andThen(operatorOnly), Effect.andThen(orDieReading(loadOperatorAnalytics()))),
    );
  }),
);
