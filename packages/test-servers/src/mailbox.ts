// A real SMTP server for the tests (smtp-server, in process): the server under test sends to it over SMTP as
// it would to any mail server, and the tests read what was delivered, parsed (headers, text and HTML parts):
// in the same process through `delivered`, `to` and `waitFor`, or from other processes (the browser tests'
// workers) through a small JSON endpoint of the same mailbox and `waitForMail`.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: ParsedMail['headers'];
}

/** A delivered mail as the JSON endpoint answers it (the headers stay in the mailbox's process). */
export type DeliveredMail = Omit<Delivered, 'headers'>;

const listening = (server: { listen: (port: number, host: string, done: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

export const startMailbox = async () => {
  const delivered: Delivered[] = [];
  const smtp = new SMTPServer({
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
  // A client that drops its connection mid-mail (a server under test being stopped) is an 'error' event; with
  // no listener it would be thrown, and end the process the mailbox runs in.
  smtp.on('error', (error) => console.error('[mailbox]', error.message));
  await listening(smtp);
  const http = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(delivered.map(({ headers: _, ...mail }) => mail)));
  });
  await listening(http);

  /** The mails delivered to `to` so far (addresses compared without case). */
  const to = (address: string) => delivered.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

  const waitUntil = async (mails: () => Delivered[], count: number, ms: number, what: string) => {
    const deadline = Date.now() + ms;
    while (mails().length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} ${what} within ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return mails()[count - 1]!;
  };

  /** Waits until `count` mails reached `address` (a condition, polled; fails after `ms`). */
  const waitFor = (address: string, count = 1, ms = 10_000) =>
    waitUntil(() => to(address), count, ms, `for ${address}`);

  /**
   * Waits until `count` mails with `subject` reached `address`. A server sends its mails apart from the
   * requests that asked for them, so two mails asked for one after the other may arrive in either order
   * (a sign-up's confirmation after a reset asked for right after the sign-up): a test that expects more
   * than one kind counts the kind it reads.
   */
  const waitForSubject = (address: string, subject: string, count = 1, ms = 10_000) =>
    waitUntil(
      () => to(address).filter((mail) => mail.subject === subject),
      count,
      ms,
      `"${subject}" for ${address}`,
    );

  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    /** GET answers every delivered mail as JSON, oldest first. */
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    delivered,
    to,
    waitFor,
    waitForSubject,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
};

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/**
 * From another process: waits until a mail with `subject` reached `to` at the mailbox's JSON endpoint
 * (polled: a condition, not a sleep), and answers it.
 */
export async function waitForMail(httpUrl: string, to: string, subject: string, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = (await (await fetch(httpUrl)).json()) as DeliveredMail[];
    const found = mails.find(
      (mail) => mail.to.toLowerCase() === to.toLowerCase() && mail.subject === subject,
    );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail '${subject}' for ${to} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link of a mail's text part whose path is `path` (e.g. /reset-password), as a URL. */
export const linkIn = (text: string, path: string) => {
  const found = text.match(/https?:\/\/[^\s<>"]+/g)?.map((link) => new URL(link)) ?? [];
  const link = found.find((url) => url.pathname === path);
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
};
