// The legal pages, written for this product as it is built: what the server stores (every change kept as
// an event, personal fields encrypted with a key per person, destroyed on deletion), what leaves it, and
// the few cookies and browser-storage entries it really sets. Change them when the code changes.
import { CONTACT_EMAIL } from '../../landing/content.ts';
import { type InfoPage, link, list, p } from './types.ts';

const UPDATED = '2026-11-24';

export const privacyPage: InfoPage = {
  path: '/privacy',
  title: 'Privacy policy',
  lede: 'What Market Muse stores about you, why, who else sees it, and how you take it with you or delete it.',
  updated: UPDATED,
  sections: [
    {
      heading: 'What we store',
      blocks: [
        list(
          'Your account: e-mail address, first and last name, a password hash (never the password), and the sign-in providers you linked',
          'What you tell us and create: your creative profile, projects, goals, roadmaps, tasks, planned posts, captions you analysed and your conversations with the assistant',
          'Your sessions: a random token per signed-in device with the device’s browser name, so you can see and end them on your account page',
          'Connected publishing accounts: for Bluesky, your handle and an app password, stored sealed (encrypted) in their own table and used only to publish what you ask us to',
        ),
      ],
    },
    {
      heading: 'How it is stored',
      blocks: [
        p(
          'Market Muse keeps every change you make as an event in a history that is never rewritten; that history is what lets you export everything and see your progress over time. Every personal field in it (your e-mail, names, descriptions, goals, chat and posts) is encrypted with a key that belongs to you alone. Random ids, dates, choices and counts are kept in the clear so the product can count progress.',
        ),
      ],
    },
    {
      heading: 'Deleting your account',
      blocks: [
        p(
          'Deleting your account on the account page ends every session, removes your data from the working tables at once, and destroys your personal key. From that moment the encrypted fields in the event history and in any later backup can no longer be read by anyone, us included: they read as “[erased]”. Your e-mail address is released, so you could sign up again as a new account. Counts that include you (how many people finished a task on a day) keep their totals without your identity.',
        ),
      ],
    },
    {
      heading: 'Taking your data with you',
      blocks: [
        p(
          'On your account page, “Export” downloads a zip with every event recorded about you (decrypted, oldest first), your current account, profile, projects, goals, roadmaps, tasks, calendar, chat and content history, and a description of the format.',
        ),
      ],
    },
    {
      heading: 'Who else sees it',
      blocks: [
        list(
          'No advertisers and no data brokers: we do not sell or share your data for marketing',
          'No analytics or tracking scripts run on these pages or in the app',
          'The e-mail service that delivers our account mails sees your address and the mail',
          'If the service is configured with an external language model, your questions to the assistant and the profile details they need are sent to that model’s provider to write the answer',
          'Bluesky receives the posts you choose to publish there',
        ),
      ],
    },
    {
      heading: 'The demo',
      blocks: [
        p(
          'The demo runs entirely in your browser: what you enter is kept in your browser’s own storage and never sent to us. Resetting the demo deletes it.',
        ),
      ],
    },
    {
      heading: 'Questions',
      blocks: [
        p('Ask us anything about your data, or ask us to act on it for you.'),
        link(`Write to ${CONTACT_EMAIL}`, `mailto:${CONTACT_EMAIL}`),
      ],
    },
  ],
};

export const termsPage: InfoPage = {
  path: '/terms',
  title: 'Terms of use',
  lede: 'The rules for using Market Muse, in plain words.',
  updated: UPDATED,
  sections: [
    {
      heading: 'The service',
      blocks: [
        p(
          'Market Muse is free to use. We work to keep it available and correct, but it is provided as it is, without a guarantee that it will always be available or free of mistakes.',
        ),
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        list(
          'Keep your password to yourself; you are responsible for what is done with your account',
          'One person per account; you must be old enough to agree to these terms where you live',
          'You can delete your account at any time on the account page',
        ),
      ],
    },
    {
      heading: 'Your work',
      blocks: [
        p(
          'What you write and upload stays yours. You give us only the permission needed to store it, show it to you, and publish it where you ask us to.',
        ),
      ],
    },
    {
      heading: 'The advice',
      blocks: [
        p(
          'Roadmaps, prices, captions and answers from the assistant are suggestions to help you decide, not professional financial, legal or tax advice. Check prices and obligations for your own situation.',
        ),
      ],
    },
    {
      heading: 'Fair use',
      blocks: [
        list(
          'No spam, no attempts to break into other accounts, and no automated use that degrades the service for others',
          'Publish through Market Muse only what you have the right to publish and what the platform’s own rules allow',
          'We may limit or close an account that breaks these rules, and will tell you why',
        ),
      ],
    },
    {
      heading: 'Changes',
      blocks: [
        p(
          'If these terms change in a way that matters, we will tell you by e-mail at least 30 days before. Questions go to the address below.',
        ),
        link(`Write to ${CONTACT_EMAIL}`, `mailto:${CONTACT_EMAIL}`),
      ],
    },
  ],
};

export const cookiesPage: InfoPage = {
  path: '/cookies',
  title: 'Cookies',
  lede: 'Market Muse sets one cookie to keep you signed in, and nothing that tracks you. That is why there is no cookie banner.',
  updated: UPDATED,
  sections: [
    {
      heading: 'The cookies we set',
      blocks: [
        list(
          'mm_session: keeps you signed in. Set when you sign in, for 30 days; it holds a random token, cannot be read by scripts (HttpOnly) and is not sent with requests from other sites',
          'mm_oidc_state: only while you sign in with an external provider; it lasts minutes and proves the sign-in that comes back is the one your browser started',
          'mm_demo: only if you try the demo; it holds “1” and tells the server to open the demo instead of this site',
        ),
        p(
          'All of them are strictly necessary for what you asked for, so they need no consent, and none is set by or shared with anyone else.',
        ),
      ],
    },
    {
      heading: 'Stored in your browser, not cookies',
      blocks: [
        list(
          'Your light, dark or system theme choice, in local storage, so pages open in your theme',
          'The demo’s data, in your browser’s own database, only if you try the demo',
          'An offline copy of the app’s files, so it opens when you are offline',
        ),
        p('None of it is ever sent to us. Clearing your browser’s site data removes it.'),
      ],
    },
    {
      heading: 'What we do not use',
      blocks: [
        p(
          'No advertising cookies, no analytics cookies, no third-party cookies, no fingerprinting. If that ever changes, this page will change first and we will ask before setting anything that is not necessary.',
        ),
      ],
    },
  ],
};
