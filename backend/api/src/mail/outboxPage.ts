import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { Effect } from 'effect';
import { Mailer } from './mailer.ts';

export const OUTBOX_PATH = '/dev/outbox';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * The local outbox as a page, so every mail flow works on a fresh machine without a mail server. Only
 * without SMTP_URL and outside production (NODE_ENV=production): elsewhere the path is an ordinary 404.
 */
export const OutboxLive = (enabled: boolean) =>
  HttpApiBuilder.Router.use((router) =>
    Effect.gen(function* () {
      const mailer = yield* Mailer;
      if (!enabled || mailer.outbox() === null) return;
      yield* router.get(
        OUTBOX_PATH,
        Effect.sync(() => {
          const mails = mailer.outbox() ?? [];
          const items = mails
            .map(
              (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p>To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · <time datetime="${mail.at}">${escapeHtml(mail.at)}</time></p>
<pre>${escapeHtml(mail.text).replace(LINK, (url) => `<a href="${url}">${url}</a>`)}</pre>
</article>`,
            )
            .join('\n<hr>\n');
          return HttpServerResponse.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Outbox · Market Muse (development)</title></head>
<body><main><h1>Outbox (development only)</h1>
<p>Mails the server would have sent. Set SMTP_URL to send them for real.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`);
        }),
      );
    }),
  );
