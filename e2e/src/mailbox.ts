// A real SMTP server for the browser tests (smtp-server, started by global setup): the server under test
// sends its mails to it over SMTP (SMTP_URL), and the tests, running in other processes, read what was
// delivered through a small JSON endpoint of the same harness.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface DeliveredMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface RunningMailbox {
  readonly smtpUrl: string;
  /** GET answers every delivered mail as JSON, oldest first. */
  readonly httpUrl: string;
  readonly close: () => Promise<void>;
}

export async function startMailbox(): Promise<RunningMailbox> {
  const delivered: DeliveredMail[] = [];
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
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });
  // A client that drops its connection mid-mail (a server under test being stopped) is an 'error' event; with
  // no listener it would be thrown, and end the process the mailbox runs in.
  smtp.on('error', (error) => console.error('[mailbox]', error.message));
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(delivered));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}

/** Waits until a mail with `subject` reached `to` (polled: a condition, not a sleep), and answers it. */
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

/** The link of a mail's text part whose path is `path`. */
export function linkIn(text: string, path: string): URL {
  const link = (text.match(/https?:\/\/[^\s<>"]+/g) ?? [])
    .map((l) => new URL(l))
    .find((u) => u.pathname === path);
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}
