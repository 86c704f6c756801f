// Profiles for the language and personalisation evaluation: every creative type, and the phrases
// real forms receive (one word, long, plural, 'who' clauses, "I'm not sure yet", "anyone", trailing
// punctuation, all capitals, emoji, another language), names in odd casing, sentences as selling
// points, empty budget and time, a free release.
import {
  type AdvisorContext,
  CREATIVE_TYPES,
  type CreativeType,
  PROJECT_STAGES,
  type ProjectStage,
  type ProjectType,
} from '@market-muse/contracts';
import { makeAdvisorContext } from '../src/context.ts';

export const AUDIENCES: readonly (string | null)[] = [
  'people who love slow living and buy handmade mugs for friends',
  "I'm not sure yet",
  'anyone',
  'teens',
  'Hip-hop fans.',
  'women who love bold earrings!!',
  'COLLECTORS OF RARE VINYL',
  'dog owners 🐶',
  'amantes del café de especialidad',
  'busy parents who want family photos but hate posing',
  'a local bookshop owner',
  'Gen Z gamers',
  'small businesses, startups and founders who need a logo',
  'readers of cosy fantasy',
  'everyone',
  null,
  'people who care about the planet...',
  'Londoners',
  'independent bookshop owners and librarians across the north of England who stock local authors',
  'yoga teachers',
  'theatre-goers aged 30-60',
  'not sure',
  'jazz lovers in Berlin',
  'brides-to-be',
  'kids',
  'Parents of toddlers',
  'fans',
];

const NAMES: readonly (string | null)[] = [
  'Tidewater Mug Collection',
  'neon tides',
  'THE QUIET HOURS',
  "Óscar's Prints",
  'Salt & Smoke EP',
  null,
  'iPhone Stand Pro',
  'moss + stone',
  'Low Tide (free EP)',
  'Atelier Nø',
  'Studio 54 Portraits',
  'the year of small things!',
];

const USPS: readonly (string | null)[] = [
  'Every glaze is mixed from local beach sand.',
  'hand-dyed yarn from local sheep',
  null,
  'ONLY RECYCLED SILVER',
  'recorded live in one take 🎙️',
  'I write every story in one sitting',
  null,
  'each print is numbered and signed',
];

const projectTypeFor: Record<CreativeType, ProjectType> = {
  visual_art: 'art_collection',
  digital_art: 'art_collection',
  photography: 'service',
  graphic_design: 'service',
  crafts: 'product',
  jewelry: 'product',
  pottery: 'product',
  fashion: 'product',
  music: 'music_album',
  writing: 'book',
  film: 'other',
  performance: 'event',
  invention: 'product',
  other: 'other',
};

const styles = ['casual', 'professional', 'creative'] as const;
const learnings = ['hands_on', 'theory_first', 'mixed'] as const;
const levels = ['beginner', 'intermediate', 'advanced'] as const;
const profileBudgets = ['no_budget', 'minimal', 'moderate', 'flexible'] as const;
const profileTimes = ['minimal', 'moderate', 'dedicated', 'full_time'] as const;

export interface EvalProfile {
  readonly label: string;
  readonly ctx: AdvisorContext;
  /** The raw audience the user typed (for the check that unknown audiences never reach the text). */
  readonly audience: string | null;
  readonly projectName: string | null;
}

const build = (i: number, type: CreativeType, audience: string | null, name: string | null): EvalProfile => {
  const stage: ProjectStage = PROJECT_STAGES[i % PROJECT_STAGES.length]!;
  // Every third profile leaves budget and time empty; the advice must not invent them.
  const known = i % 3 !== 1;
  const ctx = makeAdvisorContext({
    userId: `eval-user-${i}`,
    date: '2026-11-24',
    profile: {
      creativeTypes: [type],
      experienceLevel: levels[i % 3]!,
      currentProjectName: name,
      targetAudience: audience,
      availableBudget: known ? profileBudgets[i % 4]! : null,
      availableTime: known ? profileTimes[(i + 1) % 4]! : null,
      communicationStyle: styles[i % 3]!,
      learningPreference: learnings[(i + 2) % 3]!,
      biggestChallenges: i % 2 === 0 ? ['pricing_work', 'consistency'] : ['finding_customers'],
      creativeChallenges: i % 5 === 0 ? ['I never know what to post!!'] : [],
    },
    project:
      i % 4 === 3
        ? null
        : {
            id: `eval-project-${i}`,
            name: name ?? 'Untitled',
            description: name?.includes('free') ? 'A free EP for anyone who signs up' : null,
            projectType: projectTypeFor[type],
            targetAudience: audience,
            uniqueSellingPoint: USPS[i % USPS.length] ?? null,
            projectStage: stage,
            availableBudget: known
              ? (['no_budget', 'under_100', '100_500', '500_2000'] as const)[i % 4]!
              : null,
            availableTime: known ? (['under_5h', '5_10h', '10_20h', '20_plus'] as const)[i % 4]! : null,
            biggestChallenges: [],
          },
  });
  return {
    label: `${i}: ${type}, "${audience ?? '(none)'}", ${name ?? '(no name)'}`,
    ctx,
    audience,
    projectName: name,
  };
};

/** The two profiles from the report that started this work. */
const named: EvalProfile[] = [
  (() => {
    const ctx = makeAdvisorContext({
      userId: 'eval-ceramicist',
      date: '2026-11-24',
      profile: {
        creativeTypes: ['pottery'],
        experienceLevel: 'beginner',
        targetAudience: 'people who love slow living and buy handmade mugs for friends',
        communicationStyle: 'casual',
        learningPreference: 'mixed',
      },
      project: {
        id: 'eval-tidewater',
        name: 'Tidewater Mug Collection',
        description: 'Wheel-thrown mugs glazed with local beach sand',
        projectType: 'product',
        targetAudience: 'people who love slow living and buy handmade mugs for friends',
        uniqueSellingPoint: 'Every glaze is mixed from local beach sand',
        projectStage: 'launch',
        availableBudget: null,
        availableTime: null,
        biggestChallenges: [],
      },
    });
    return {
      label: 'ceramicist',
      ctx,
      audience: 'people who love slow living and buy handmade mugs for friends',
      projectName: 'Tidewater Mug Collection',
    };
  })(),
  (() => {
    const ctx = makeAdvisorContext({
      userId: 'eval-author',
      date: '2026-11-24',
      profile: {
        creativeTypes: ['writing'],
        experienceLevel: 'beginner',
        currentProjectName: 'The Lantern Keeper',
        targetAudience: "I'm not sure yet",
        projectStage: 'development',
        communicationStyle: 'creative',
      },
    });
    return {
      label: 'first-time author',
      ctx,
      audience: "I'm not sure yet",
      projectName: 'The Lantern Keeper',
    };
  })(),
  (() => {
    const ctx = makeAdvisorContext({
      userId: 'eval-free-ep',
      date: '2026-11-24',
      profile: { creativeTypes: ['music'], experienceLevel: 'intermediate', availableBudget: 'minimal' },
      project: {
        id: 'eval-free-ep',
        name: 'Low Tide',
        description: 'A free EP of four songs, free to download',
        projectType: 'music_album',
        targetAudience: 'Hip-hop fans.',
        uniqueSellingPoint: null,
        projectStage: 'launch',
        availableBudget: 'under_100',
        availableTime: 'under_5h',
        biggestChallenges: [],
      },
    });
    return { label: 'free EP', ctx, audience: 'Hip-hop fans.', projectName: 'Low Tide' };
  })(),
];

/** At least 40 profiles: the named ones, then every creative type three times with varied phrases. */
export const evalProfiles: readonly EvalProfile[] = [
  ...named,
  ...Array.from({ length: 42 }, (_, i) =>
    build(
      i,
      CREATIVE_TYPES[i % CREATIVE_TYPES.length]!,
      AUDIENCES[i % AUDIENCES.length]!,
      NAMES[i % NAMES.length]!,
    ),
  ),
];
