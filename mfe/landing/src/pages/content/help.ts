// The help center's answers, grouped by topic. The search indexes the question, the answer and the topic,
// so write questions the way people ask them.
import type { HelpAnswer } from './types.ts';

export const HELP_ANSWERS: readonly HelpAnswer[] = [
  {
    id: 'cost',
    topic: 'Account',
    question: 'Does Market Muse cost anything?',
    answer: [
      'No. Every feature is free, and no credit card is asked for. If a paid plan is ever added, what you use today stays free and you hear about it by e-mail 30 days before.',
    ],
  },
  {
    id: 'sign-up',
    topic: 'Account',
    question: 'How do I create an account?',
    answer: [
      'Choose Get Started, open the Sign Up tab and enter your name, e-mail address and a password of at least 8 characters. We send a mail to confirm your address.',
    ],
  },
  {
    id: 'forgot-password',
    topic: 'Account',
    question: 'I forgot my password. How do I sign in?',
    answer: [
      'On the sign-in page choose “Forgot your password?” and enter your e-mail address. If it belongs to an account, you get a link to set a new password; the link works once and expires after an hour. Setting a new password signs out every other device.',
    ],
  },
  {
    id: 'delete-account',
    topic: 'Privacy and data',
    question: 'How do I delete my account?',
    answer: [
      'Open your account page and choose Delete account, then confirm with your password. Your sessions end, your data leaves the working tables and your personal encryption key is destroyed, so the history can no longer be read.',
    ],
  },
  {
    id: 'export',
    topic: 'Privacy and data',
    question: 'Can I download my data?',
    answer: [
      'Yes. On your account page, Export downloads a zip with every event recorded about you and your current profile, projects, goals, roadmaps, tasks, calendar, chat and content history.',
    ],
  },
  {
    id: 'cookies',
    topic: 'Privacy and data',
    question: 'Why is there no cookie banner?',
    answer: [
      'Market Muse sets only the cookies needed to keep you signed in (and, while you use them, the demo and external sign-in). None tracks you, so none needs consent. The cookies page lists each one.',
    ],
  },
  {
    id: 'demo',
    topic: 'Getting started',
    question: 'Can I try it without an account?',
    answer: [
      'Yes: Try the demo runs the whole product in your browser with a sample creative. Nothing you enter there is sent to us, and you can reset it at any time.',
    ],
  },
  {
    id: 'roadmap',
    topic: 'Getting started',
    question: 'How is my roadmap made?',
    answer: [
      'From your profile: your creative type, experience, project, audience, goals, budget, weekly time and challenges. It sets goals for 90 days, picks channels that suit your work and breaks everything into tasks sized to your time.',
    ],
  },
  {
    id: 'projects',
    topic: 'Getting started',
    question: 'Can I have more than one project?',
    answer: [
      'Yes. Each project has its own roadmap, goals and insights. The active project is the one the dashboard, the assistant and the content tools work with; switch it from the projects page.',
    ],
  },
  {
    id: 'assistant',
    topic: 'Assistant and content',
    question: 'What can I ask the AI assistant?',
    answer: [
      'Anything about marketing your work: pricing, raising prices, fairs and markets, Etsy and other marketplaces, newsletters, launches, collaborations, a slow month. It answers for your craft and project, says why, and offers next steps you can add as tasks.',
    ],
  },
  {
    id: 'captions',
    topic: 'Assistant and content',
    question: 'How do I check a caption before posting?',
    answer: [
      'Open Content, paste the caption and choose the platform. You get its length against the platform’s limit, readability, hashtags, a call to action check and suggestions.',
    ],
  },
  {
    id: 'calendar',
    topic: 'Assistant and content',
    question: 'Can I see my planned posts in my own calendar app?',
    answer: [
      'Yes. The content calendar exports an .ics file that Google Calendar, Apple Calendar and Outlook can import. Drag posts in the week or month view to reschedule them.',
    ],
  },
  {
    id: 'bluesky',
    topic: 'Assistant and content',
    question: 'How do I publish to Bluesky?',
    answer: [
      'Publishing to Bluesky is arriving now. You connect your Bluesky account with your handle and an app password (create one in Bluesky’s settings; never use your main password). It is stored encrypted and used only for the posts you publish, and revoking the app password in Bluesky disconnects it at once.',
    ],
  },
  {
    id: 'dark-mode',
    topic: 'Using the app',
    question: 'Is there a dark mode?',
    answer: [
      'Yes. Choose Light, Dark or System in the user menu, or with the theme switch at the bottom of these pages. System follows your device’s setting.',
    ],
  },
  {
    id: 'install',
    topic: 'Using the app',
    question: 'Can I install Market Muse as an app?',
    answer: [
      'Yes. In Chrome or Edge use Install in the address bar; on iPhone, Share then Add to Home Screen. The app opens offline and tells you when it needs a connection.',
    ],
  },
  {
    id: 'contact',
    topic: 'Using the app',
    question: 'How do I contact a person?',
    answer: [
      'Use the contact page, or write to the address at the bottom of every page. We answer within two working days.',
    ],
  },
];
