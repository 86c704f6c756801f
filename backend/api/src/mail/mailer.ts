import { Context, Effect, Layer } from 'effect';
import nodemailer from 'nodemailer';

/** A mail as the templates write it: plain text and its accessible HTML twin. */
export interface Mail {
  readonly to: string;
  /** Where an answer goes when it is not the sender (a visitor's message: the visitor). */
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What the local outbox keeps of a mail: everything a developer needs to follow a link. */
export interface OutboxEntry extends Mail {
  readonly from: string;
  readonly at: string;
}

export interface MailConfig {
  /** smtp://user:pass@host:port or smtps://… (SMTP_URL); null: the local outbox. */
  readonly smtpUrl: string | null;
  /** The sender (MAIL_FROM). */
  readonly from: string;
}

export const DEFAULT_MAIL_FROM = 'Market Muse <hello@marketmuse.local>';
/** Where the contact form's messages go unless MM_CONTACT_EMAIL says otherwise: the address the site shows. */
export const DEFAULT_CONTACT_EMAIL = 'hello@marketmuse.app';

export const mailConfigFromEnv = (env: NodeJS.ProcessEnv): MailConfig => ({
  smtpUrl: env.SMTP_URL || null,
  from: env.MAIL_FROM || DEFAULT_MAIL_FROM,
});

export interface MailerService {
  /**
   * Sends a mail. A failure to deliver is logged, never answered: the flows that send mail answer the same
   * whatever happened to it, so a mail server's trouble cannot tell a caller whether an account exists.
   */
  readonly send: (mail: Mail) => Effect.Effect<void>;
  /** The local outbox (newest first) when no SMTP server is configured; null otherwise. */
  readonly outbox: () => ReadonlyArray<OutboxEntry> | null;
}

export class Mailer extends Context.Tag('@market-muse/Mailer')<Mailer, MailerService>() {}

const OUTBOX_SIZE = 100;

export const MailerLive = (config: MailConfig) =>
  Layer.scoped(
    Mailer,
    Effect.gen(function* () {
      if (!config.smtpUrl) {
        const kept: OutboxEntry[] = [];
        return Mailer.of({
          send: (mail) =>
            Effect.gen(function* () {
              kept.unshift({ ...mail, from: config.from, at: new Date().toISOString() });
              kept.length = Math.min(kept.length, OUTBOX_SIZE);
              yield* Effect.logInfo(`Mail to the local outbox: "${mail.subject}" (see /dev/outbox)`);
            }),
          outbox: () => kept,
        });
      }
      const transport = yield* Effect.acquireRelease(
        Effect.sync(() => nodemailer.createTransport(config.smtpUrl!)),
        (t) => Effect.sync(() => t.close()),
      );
      return Mailer.of({
        send: (mail) =>
          Effect.tryPromise(() =>
            transport.sendMail({
              from: config.from,
              to: mail.to,
              ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
              subject: mail.subject,
              text: mail.text,
              html: mail.html,
            }),
          ).pipe(
            Effect.asVoid,
            Effect.catchAll((error) => Effect.logError('Mail could not be sent', error.cause)),
          ),
        outbox: () => null,
      });
    }),
  );
