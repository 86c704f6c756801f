// A real SMTP server for the tests (smtp-server, in process): the API sends to it over SMTP as it would
// to any mail server, and the tests read what was delivered, parsed (headers, text and HTML parts).
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AppConfig } from '../src/config.ts';
import { startApp } from './harness.ts';

export interface Delivered {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: ParsedMail['headers'];
}

export const startMailbox = async () => {
  const delivered: Delivered[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          delivered.push({
            to: to?.value[0]?.address ?? '',
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that drops its connection mid-mail (an app being stopped) is an 'error' event; with no listener it
  // would be thrown, and end the test file's process.
  server.on('error', (error) => console.error('[mailbox]', error.message));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  /** The mails delivered to `to` so far (addresses compared without case). */
  const to = (address: string) => delivered.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

  /** Waits until `count` mails reached `address` (a condition, polled; fails after `ms`). */
  const waitFor = async (address: string, count = 1, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (to(address).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} for ${address} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return to(address)[count - 1]!;
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    delivered,
    to,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The link of a mail's text part that starts with `pathPrefix` (e.g. /reset-password), as a URL. */
export const linkIn = (text: string, pathPrefix: string) => {
  const found = text.match(/https?:\/\/[^\s<>"]+/g)?.map((link) => new URL(link)) ?? [];
  const link = found.find((url) => url.pathname === pathPrefix);
  if (!link) throw new Error(`no ${pathPrefix} link in:\n${text}`);
  return link;
};

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The application over `kind`, mailing to a mailbox of its own: the setup of every suite that reads mail. */
export const startAppWithMailbox = async (
  kind: 'embedded' | 'postgres',
  overrides: Partial<AppConfig> = {},
) => {
  const mailbox = await startMailbox();
  const app = await startApp(kind, {
    ...overrides,
    mail: { smtpUrl: mailbox.smtpUrl, from: 'Market Muse <hello@muse.example>' },
  });
  return { app, mailbox };
};
