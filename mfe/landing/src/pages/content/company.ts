// The company pages: short and honest. Market Muse is a small team; these pages say what exists and no more.
import { CONTACT_EMAIL } from '../../landing/content.ts';
import { type InfoPage, link, list, p } from './types.ts';

export const aboutPage: InfoPage = {
  path: '/about',
  title: 'About Market Muse',
  lede: 'We help artists, designers, photographers, illustrators, authors and musicians market their work without becoming full-time marketers.',
  sections: [
    {
      heading: 'Why we built it',
      blocks: [
        p(
          'Most marketing advice is written for companies with a team and a budget. Creatives have an hour here and there, a small audience and work that does not fit a template. Market Muse turns good, specific advice into a plan sized to the time you really have.',
        ),
      ],
    },
    {
      heading: 'What we believe',
      blocks: [
        list(
          'Advice should say why, not only what, so you can judge it for your own work',
          'Small steps done every week beat a perfect plan never started',
          'Your work and your data are yours: exportable at any time, deleted for good when you ask',
        ),
      ],
    },
  ],
};

export const careersPage: InfoPage = {
  path: '/careers',
  title: 'Careers',
  lede: 'We are a small team and are not hiring right now.',
  sections: [
    {
      heading: 'Working with us later',
      blocks: [
        p(
          'When we open a role, it will be listed here first. If you are a creative who would like to test new features before they ship, we would love to hear from you.',
        ),
        link(`Write to ${CONTACT_EMAIL}`, `mailto:${CONTACT_EMAIL}`),
      ],
    },
  ],
};

export const pressPage: InfoPage = {
  path: '/press',
  title: 'Press',
  lede: 'Writing about Market Muse? Here is what to know, and who to ask.',
  sections: [
    {
      heading: 'In one paragraph',
      blocks: [
        p(
          'Market Muse is a free marketing companion for creatives. It turns a short profile into a 90-day roadmap, daily tasks, content ideas and captions, and an assistant that answers questions about pricing, fairs, marketplaces and launches for the creator’s own craft.',
        ),
      ],
    },
    {
      heading: 'Press enquiries',
      blocks: [
        p('We answer press questions within two working days.'),
        link(`Write to ${CONTACT_EMAIL}`, `mailto:${CONTACT_EMAIL}`),
      ],
    },
  ],
};

export const partnersPage: InfoPage = {
  path: '/partners',
  title: 'Partners',
  lede: 'We have no partners yet, and no paid placements: the advice in Market Muse recommends no one for money.',
  sections: [
    {
      heading: 'Working together',
      blocks: [
        p(
          'Art schools, makers’ markets, creative co-working spaces and arts councils who want to offer Market Muse to their members can get in touch. Any partnership will be named on this page.',
        ),
        link('Contact us', '/contact'),
      ],
    },
  ],
};
