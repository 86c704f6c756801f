// One step per creative type that only that kind of creative would do: the move that works best
// in their field. It joins the middle phase of every roadmap. Placeholders as in roadmap.ts.
import type { CreativeType } from '@market-muse/contracts';
import { type StepTemplate, t } from './roadmap.ts';

export const signatureSteps: Record<CreativeType, StepTemplate> = {
  photography: {
    title: 'Run a mini-session day',
    description:
      'Short, lower-priced sessions on one day fill your calendar, your portfolio and your reviews at once.',
    tasks: [
      t(
        'Pick a date and location for mini sessions',
        'Choose a setting that appeals to {audience} and a date 3-4 weeks out; plan 6-8 slots of 20 minutes.',
        'planning',
        'high',
        30,
      ),
      t(
        'Announce the mini-session slots',
        'Post the slots at your mini-session price ($150-250) on {channel} and by email, with a booking link.',
        'sales',
        'high',
        30,
      ),
      t(
        'Ask every mini-session client for a review',
        'Send the gallery with a short request for a review and permission to share a favourite image.',
        'sales',
        'medium',
        20,
      ),
    ],
  },
  music: {
    title: 'Pitch your next release to playlists',
    description:
      'Editorial and independent playlists are where new listeners find songs; pitches must go in before release day.',
    tasks: [
      t(
        'Deliver the release to your distributor 4 weeks early',
        'Early delivery unlocks pre-saves and the editorial pitch window.',
        'planning',
        'high',
        30,
      ),
      t(
        'Pitch the single in Spotify for Artists',
        'At least 7 days before release: genre, mood, instruments, the story of the song, and your marketing plan.',
        'marketing',
        'high',
        30,
      ),
      t(
        'Email 10 independent curators and blogs',
        'Pick curators whose playlists feature artists like you; send a private link and two sentences on why it fits.',
        'networking',
        'medium',
        60,
      ),
    ],
  },
  writing: {
    title: 'Recruit early readers',
    description:
      'Reviews in the first weeks decide how retailers and readers rank a book; early readers write them.',
    tasks: [
      t(
        'Open an early-reader sign-up',
        'A short form for readers who want an advance copy in exchange for an honest review.',
        'marketing',
        'high',
        30,
      ),
      t(
        'Send advance copies to 20 readers',
        'Include the release date and where to post a review (Goodreads, retailers, their own channels).',
        'sales',
        'high',
        45,
      ),
      t(
        'Remind early readers on release day',
        'A friendly note with direct review links; thank everyone who posts.',
        'email',
        'medium',
        20,
      ),
    ],
  },
  visual_art: {
    title: 'Release a limited print edition',
    description:
      'Prints let people who love your originals buy something now, and an edition size makes it urgent.',
    tasks: [
      t(
        'Choose 3 works for an edition',
        'Pick the pieces people comment on most; order proofs and check colour against the originals.',
        'planning',
        'high',
        45,
      ),
      t(
        'Price the edition and number it',
        'Set an edition size (e.g. 25) and a price well below your originals; sign and number each print.',
        'sales',
        'medium',
        30,
      ),
      t(
        'Offer the edition to your list first',
        'Give subscribers 48 hours before announcing it on {channel}.',
        'email',
        'high',
        30,
      ),
    ],
  },
  digital_art: {
    title: 'Open commissions',
    description:
      'Commissions turn followers into paying clients and give you content that brings more of them.',
    tasks: [
      t(
        'Make a commission price sheet',
        'Three tiers (sketch, flat colour, full render) with examples, turnaround and what revisions include.',
        'sales',
        'high',
        45,
      ),
      t(
        'Set up a commission request form',
        'Ask for references, usage (personal or commercial), deadline and budget.',
        'sales',
        'medium',
        30,
      ),
      t(
        'Announce a limited number of slots',
        'Post "5 slots open" with the price sheet on {channel}; close them when full.',
        'marketing',
        'high',
        20,
      ),
    ],
  },
  graphic_design: {
    title: 'Publish a case study',
    description: 'Clients hire designers whose work they can see solving a problem like theirs.',
    tasks: [
      t(
        'Pick your strongest project and its result',
        'Choose work with a measurable outcome (more enquiries, a successful launch).',
        'planning',
        'high',
        20,
      ),
      t(
        'Write the case study',
        'Problem, constraints, process sketches, final work, result, client quote.',
        'content',
        'high',
        90,
      ),
      t(
        'Post it on Behance and LinkedIn',
        'Share the full case study and a short post leading to it; tag the client if they agree.',
        'social_media',
        'medium',
        30,
      ),
    ],
  },
  crafts: {
    title: 'Sell at a market or fair',
    description: 'Buyers who meet you and touch your work buy on the spot and come back online.',
    tasks: [
      t(
        'Apply to one market that fits your price point',
        'Check past stallholders and visitor numbers before paying a stall fee.',
        'sales',
        'high',
        30,
      ),
      t(
        'Plan your stall',
        'Display at different heights, clear price tags, card payments, and a bestseller at eye level.',
        'planning',
        'medium',
        60,
      ),
      t(
        'Collect emails at the stall',
        'A sign-up sheet or QR code with a small reason to join (first pick of new work).',
        'email',
        'high',
        15,
      ),
    ],
  },
  jewelry: {
    title: 'Shoot your pieces being worn',
    description:
      'Jewellery sells when buyers can picture it on themselves; on-body photos outsell product shots.',
    tasks: [
      t(
        'Plan an on-body shoot for 5 pieces',
        'Ask a friend to model in daylight; plan casual and dressed-up looks.',
        'planning',
        'medium',
        30,
      ),
      t(
        'Shoot and edit the photos',
        'Close-ups for detail, wider shots for scale; keep the skin tones natural.',
        'content',
        'high',
        90,
      ),
      t(
        'Update your listings and post a carousel',
        'Lead every listing with a worn photo and post the set on {channel}.',
        'marketing',
        'high',
        45,
      ),
    ],
  },
  pottery: {
    title: 'Plan a restock drop',
    description: 'A dated drop of a finished batch creates the anticipation that sells out a kiln load.',
    tasks: [
      t(
        'Photograph the finished batch',
        'Group shots and single pieces in use, in consistent light.',
        'content',
        'high',
        60,
      ),
      t(
        'Announce the drop date to your list',
        'Subscribers get the link 48 hours before everyone else.',
        'email',
        'high',
        30,
      ),
      t(
        'Count down on {channel}',
        'Three posts in the week before: the making, the kiln opening, the set.',
        'social_media',
        'medium',
        45,
      ),
    ],
  },
  fashion: {
    title: 'Run a pre-order',
    description: 'Pre-orders prove which pieces sell before you cut fabric, and fund the production run.',
    tasks: [
      t(
        'Prepare a size guide and sample photos',
        'Real measurements and photos on more than one body type.',
        'content',
        'high',
        60,
      ),
      t(
        'Open a pre-order page with a deadline',
        'Clear delivery dates and a small early price for the first orders.',
        'sales',
        'high',
        45,
      ),
      t(
        'Post a lookbook for the pre-order',
        'Three ways to wear each piece, linking to the pre-order page.',
        'marketing',
        'medium',
        60,
      ),
    ],
  },
  film: {
    title: 'Cut a trailer and enter festivals',
    description: 'A trailer sells the film to audiences, programmers and clients alike.',
    tasks: [
      t(
        'Cut a 60-second trailer and a vertical version',
        'The vertical cut is for Reels, TikTok and Shorts; open on the strongest image.',
        'content',
        'high',
        120,
      ),
      t(
        'Shortlist 5 festivals',
        'Match genre, length and premiere rules; note deadlines and fees.',
        'planning',
        'medium',
        45,
      ),
      t(
        'Submit to the first 2 festivals',
        'Prepare stills, a logline, a synopsis and a director statement once; reuse them.',
        'marketing',
        'high',
        60,
      ),
    ],
  },
  performance: {
    title: 'Make a booking reel',
    description: 'Bookers decide in seconds; a tight reel and a one-page rider get you on their list.',
    tasks: [
      t(
        'Cut your best 60 seconds of performance',
        'Open with the biggest reaction; add captions for sound-off viewing.',
        'content',
        'high',
        90,
      ),
      t(
        'Write a one-page bio and rider',
        'Who you are, what the show is, length, technical needs, fee range.',
        'branding',
        'medium',
        45,
      ),
      t(
        'Send the reel to 10 bookers and venues',
        'Personal emails to programmers whose line-ups suit you; follow up once.',
        'networking',
        'high',
        60,
      ),
    ],
  },
  invention: {
    title: 'Start a pre-order waitlist',
    description:
      'A waitlist with real sign-ups proves demand to you, to partners and to backers before you spend on tooling.',
    tasks: [
      t(
        'Make a landing page with a demo video',
        'Show the problem and the prototype solving it in under 30 seconds; one sign-up button.',
        'marketing',
        'high',
        90,
      ),
      t(
        'Drive 100 people from your audience to it',
        'Post the demo in the places popular with {audience} and send it to everyone who showed interest.',
        'social_media',
        'high',
        60,
      ),
      t(
        'Survey sign-ups on price',
        'Ask what they would pay and what would stop them buying.',
        'sales',
        'medium',
        30,
      ),
    ],
  },
  other: {
    title: 'Test one paid offer',
    description: 'Nothing teaches more about your market than asking people to pay for something small.',
    tasks: [
      t(
        'Define one small offer',
        'Something from {project} people can buy or book this month, with a clear price.',
        'sales',
        'high',
        30,
      ),
      t(
        'Offer it to your audience',
        'Post it on {channel} and email it; count replies, clicks and sales.',
        'marketing',
        'high',
        30,
      ),
      t(
        'Ask buyers and non-buyers why',
        'Two questions each; adjust the offer before the next round.',
        'learning',
        'medium',
        30,
      ),
    ],
  },
};
