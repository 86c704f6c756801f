import type { Mail } from './mailer.ts';

// The account mails, each in plain text and in HTML that says the same: real headings and paragraphs, the
// link written out in full beside its button text, no images and nothing that reports an opening. Each ends
// with why the person got it, since none of them is a mail anyone subscribed to.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Parts {
  readonly to: string;
  readonly subject: string;
  readonly greeting: string;
  readonly paragraphs: ReadonlyArray<string>;
  readonly action?: { readonly label: string; readonly url: string };
  readonly after?: ReadonlyArray<string>;
  readonly why: string;
}

const compose = (parts: Parts): Mail => {
  const after = parts.after ?? [];
  const text = [
    parts.greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`] : []),
    ...after,
    '— Market Muse, your personalized marketing companion for creatives',
    `Why you got this: ${parts.why}`,
  ].join('\n\n');
  const p = (line: string) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>
<body style="margin:0;padding:24px;background:#ffffff;color:#1f2937;font:16px/1.5 system-ui,sans-serif">
<main style="max-width:560px;margin:0 auto">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.subject)}</h1>
${p(parts.greeting)}
${parts.paragraphs.map(p).join('\n')}
${
  parts.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:10px 16px;background:#6d28d9;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px">Or open this address: <a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.url)}</a></p>`
    : ''
}
${after.map(p).join('\n')}
<p style="margin:24px 0 8px">— Market Muse, your personalized marketing companion for creatives</p>
<p style="margin:0;font-size:14px;color:#4b5563">Why you got this: ${escapeHtml(parts.why)}</p>
</main>
</body>
</html>`;
  return { to: parts.to, subject: parts.subject, text, html };
};

const hello = (name: string | null) => (name ? `Hi ${name},` : 'Hi,');

export const resetPasswordMail = (to: string, name: string | null, url: string): Mail =>
  compose({
    to,
    subject: 'Reset your Market Muse password',
    greeting: hello(name),
    paragraphs: [
      'Someone asked to reset the password of your Market Muse account. If it was you, choose a new one here. The link works once, for one hour.',
    ],
    action: { label: 'Choose a new password', url },
    after: ['If it was not you, ignore this mail: your password stays as it is.'],
    why: 'a password reset was requested for this email address on Market Muse.',
  });

export const signUpAttemptMail = (
  to: string,
  name: string | null,
  signInUrl: string,
  resetUrl: string,
): Mail =>
  compose({
    to,
    subject: 'Someone tried to sign up with your email',
    greeting: hello(name),
    paragraphs: [
      'Someone just tried to create a Market Muse account with this email address. You already have one, so nothing was changed.',
      `If it was you, sign in at ${signInUrl}. Forgot your password? Choose a new one with this link, which works for 1 hour:`,
    ],
    action: { label: 'Reset your password', url: resetUrl },
    after: ['If it was not you, you can ignore this mail.'],
    why: 'this email address belongs to a Market Muse account and was entered on the sign-up page.',
  });

export const verifyEmailMail = (to: string, name: string | null, url: string): Mail =>
  compose({
    to,
    subject: 'Confirm your email for Market Muse',
    greeting: hello(name),
    paragraphs: [
      'Confirm that this is your email address, so you can always get back into your account. The link works for 24 hours.',
    ],
    action: { label: 'Confirm your email', url },
    why: 'this email address was used for a Market Muse account.',
  });

export const passwordChangedMail = (to: string, name: string | null, resetUrl: string): Mail =>
  compose({
    to,
    subject: 'Your Market Muse password was changed',
    greeting: hello(name),
    paragraphs: [
      'The password of your Market Muse account was just changed, and every other device was signed out.',
      'If it was not you, choose a new password now:',
    ],
    action: { label: 'Reset your password', url: resetUrl },
    why: 'this is the email address of a Market Muse account whose password changed.',
  });

export const passkeyAddedMail = (
  to: string,
  name: string | null,
  passkeyName: string,
  accountUrl: string,
): Mail =>
  compose({
    to,
    subject: 'A passkey was added to your Market Muse account',
    greeting: hello(name),
    paragraphs: [
      `A passkey named "${passkeyName}" was just added to your Market Muse account. It can sign in without your password.`,
      'If it was not you, remove it and sign out the devices you do not know on your account page:',
    ],
    action: { label: 'Open your account', url: accountUrl },
    why: 'this is the email address of a Market Muse account that gained a way to sign in.',
  });

export const providerConnectedMail = (
  to: string,
  name: string | null,
  providerName: string,
  accountUrl: string,
): Mail =>
  compose({
    to,
    subject: 'A sign-in provider was connected to your Market Muse account',
    greeting: hello(name),
    paragraphs: [
      `${providerName} was just connected to your Market Muse account. It can sign in without your password.`,
      'If it was not you, disconnect it and sign out the devices you do not know on your account page:',
    ],
    action: { label: 'Open your account', url: accountUrl },
    why: 'this is the email address of a Market Muse account that gained a way to sign in.',
  });

export const confirmNewEmailMail = (to: string, name: string | null, url: string): Mail =>
  compose({
    to,
    subject: 'Confirm your new email for Market Muse',
    greeting: hello(name),
    paragraphs: [
      'You asked to sign in to Market Muse with this email address from now on. Confirm it here; until then nothing changes. The link works for 24 hours.',
    ],
    action: { label: 'Use this email', url },
    after: ['If it was not you, ignore this mail.'],
    why: 'this address was entered as the new email of a Market Muse account.',
  });

export const emailChangedMail = (to: string, name: string | null, newEmail: string, resetUrl: string): Mail =>
  compose({
    to,
    subject: 'Your Market Muse email was changed',
    greeting: hello(name),
    paragraphs: [
      `Your Market Muse account now signs in with ${newEmail}, confirmed from that address. This address is no longer linked to it.`,
      'If it was not you, reply to this mail at once, or reset the password from the new address:',
    ],
    action: { label: 'Reset your password', url: resetUrl },
    why: 'this address was the email of a Market Muse account until now.',
  });

/** The reminder that a planned post is due on a network the product cannot post to. */
export const postDueMail = (
  to: string,
  name: string | null,
  post: { readonly platform: string; readonly text: string; readonly calendarUrl: string },
): Mail =>
  compose({
    to,
    subject: `Time to post on ${post.platform}`,
    greeting: hello(name),
    paragraphs: [
      `The post you planned for ${post.platform} is due now. Here is its caption, ready to copy:`,
      post.text,
    ],
    action: { label: 'Open your content calendar', url: post.calendarUrl },
    after: [
      "Once it is up, choose 'Mark as posted' on the calendar and paste the post's address, so your analytics and advice include it.",
      'You can turn these mails off on the content calendar (E-mail me when a post is due).',
    ],
    why: 'you planned this post on your Market Muse content calendar and asked to be reminded by e-mail.',
  });

/**
 * A visitor's message from the contact form, to the operators: the visitor's words as they wrote them
 * (escaped in the HTML), with their address to reply to.
 */
export const contactMail = (
  to: string,
  visitor: { readonly name: string; readonly email: string; readonly message: string },
  formUrl: string,
): Mail => ({
  ...compose({
    to,
    subject: `Contact form: ${visitor.name}`,
    greeting: `${visitor.name} <${visitor.email}> wrote:`,
    paragraphs: visitor.message
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    after: [`Reply to this mail to answer ${visitor.email}.`],
    why: `a visitor sent this through the contact form at ${formUrl}.`,
  }),
  replyTo: visitor.email,
});
