// Openers and closers that set the tone of an answer by the user's communication style. None of
// them quotes the user, so none can break on what the user typed.
import type { CommunicationStyle } from '@market-muse/contracts';

export const tone: Record<
  CommunicationStyle,
  { readonly open: readonly string[]; readonly close: readonly string[] }
> = {
  professional: {
    open: ['Here is a focused approach.', 'A practical plan follows.', 'Here is how I would approach it.'],
    close: ['Review the results after four weeks and adjust.', 'Measure the outcome and refine from there.'],
  },
  casual: {
    open: ['Great question!', 'Love that you are thinking about this.', 'Okay, here is what I would do.'],
    close: [
      'You have got this!',
      'Small steps, every week. You will see them add up.',
      'Let me know how it goes!',
    ],
  },
  creative: {
    open: [
      'Let us treat this like a new piece of work.',
      'Think of your marketing as part of the art.',
      'Every good piece starts with a sketch, so here is yours.',
    ],
    close: [
      'Make it yours, and let the process show.',
      'Your story is the most original thing you have: use it.',
    ],
  },
};

export const experienceLine = {
  beginner: 'Start small: one change at a time is plenty while you build the habit.',
  intermediate: 'You have the basics; the gain now is doing the few things that work more consistently.',
  advanced: 'With your experience, look first at what already works in your numbers and scale that.',
} as const;

/** One line on how a platform changes the advice, for follow-ups such as "and for Instagram?". */
export const platformNotes: Readonly<Record<string, string>> = {
  Instagram:
    'On Instagram, saves and shares count more than likes: carousels, Reels and process posts travel furthest.',
  TikTok:
    'On TikTok, the first second decides everything: open with movement or a question, and post short, raw clips often.',
  YouTube:
    'On YouTube, people search: name the question in the title and keep a useful video that keeps finding viewers.',
  Pinterest:
    'On Pinterest, people plan purchases: tall images, searchable descriptions and a link on every pin.',
  Facebook:
    'On Facebook, groups beat pages: be a helpful member of two or three groups where your people already are.',
  LinkedIn:
    'On LinkedIn, a strong first line and a lesson from real work travel best; native images beat links.',
  X: 'On X, replies and short threads spread further than links; keep the link out of the first post.',
  Threads: 'On Threads, conversation starters and replies to others get the most reach; keep posts short.',
  Bluesky: 'On Bluesky, custom feeds and real conversation matter; join the feeds for your craft.',
  Etsy: 'On Etsy, search decides: titles, tags and the first photo matter more than anything you post elsewhere.',
  Bandcamp:
    'On Bandcamp, fans pay directly: use Bandcamp Fridays, follow-up messages to fans and a name-your-price floor.',
  Spotify:
    'On Spotify, saves and playlist adds in the first weeks decide reach: pitch early and ask fans to save the song.',
  Substack:
    'On Substack, recommendations from other writers bring most new readers: swap recommendations with similar writers.',
  email: 'By email, one clear story and one link per message work best, once or twice a month.',
};
