// What an answer may say about this creative, already realised: the project's name in the user's
// casing, the audience only where a noun phrase fits, and facts (budget, time) only when given.
import type { CreativeType, ExperienceLevel, ProjectStage } from '@market-muse/contracts';
import { formatMinutes, type Persona } from '../persona.ts';
import { quoted, withArticle } from '../realise.ts';

/** Kinds of creative whose marketing works alike. */
export type Family = 'objects' | 'services' | 'releases';

const familyOf: Record<CreativeType, Family> = {
  visual_art: 'objects',
  crafts: 'objects',
  jewelry: 'objects',
  pottery: 'objects',
  fashion: 'objects',
  digital_art: 'objects',
  invention: 'objects',
  photography: 'services',
  graphic_design: 'services',
  performance: 'services',
  music: 'releases',
  writing: 'releases',
  film: 'releases',
  other: 'objects',
};

/** Who the work's people are, by craft (and for a free release, who enjoys it rather than buys it). */
const peopleNoun: Record<CreativeType, string> = {
  visual_art: 'collectors',
  crafts: 'buyers',
  jewelry: 'buyers',
  pottery: 'buyers',
  fashion: 'customers',
  digital_art: 'buyers',
  invention: 'customers',
  photography: 'clients',
  graphic_design: 'clients',
  performance: 'bookers',
  music: 'listeners',
  writing: 'readers',
  film: 'viewers',
  other: 'buyers',
};

export interface Say {
  readonly p: Persona;
  readonly craft: CreativeType;
  readonly family: Family;
  readonly stage: ProjectStage;
  readonly experience: ExperienceLevel;
  /** 'potter', 'musician'. */
  readonly maker: string;
  /** 'a potter'. */
  readonly aMaker: string;
  /** Plural of what they make: 'pieces', 'songs'. */
  readonly work: string;
  readonly piece: string;
  /** 'a pot', 'an illustration'. */
  readonly aPiece: string;
  /** The project by its name (the user's casing), or 'your project' when it has none. */
  readonly project: string;
  readonly named: boolean;
  /** The user's audience as a noun phrase, or null when not known. */
  readonly audience: string | null;
  /** The audience where known, else the people most likely to care about this craft. */
  readonly people: string;
  /** 'buyers', 'listeners', 'readers', 'clients'. */
  readonly fans: string;
  /** True when the project is given away (a free EP has listeners, not buyers). */
  readonly free: boolean;
  /** The user's first content channel, e.g. 'Instagram'. */
  readonly channel: string;
  /** What sets the work apart, quoted in the user's words, or null. */
  readonly usp: string | null;
  /** Weekly marketing time when given ('4 hours'), else null. */
  readonly weekly: string | null;
  /** True when a budget was given and it is more than nothing. */
  readonly hasBudget: boolean;
  /** True when the user said they have no budget. */
  readonly noBudget: boolean;
  /** How often to post: sized to the given time, or a modest start when time is unknown. */
  readonly cadence: string;
}

const cadenceByTier = {
  minimal: 'twice a week',
  moderate: 'three times a week',
  dedicated: 'four or five times a week',
  full: 'once a day',
} as const;

export const sayFor = (p: Persona, contentChannel: string): Say => {
  const free = p.economics === 'free';
  const fans = free
    ? p.creativeType === 'music'
      ? 'listeners'
      : p.creativeType === 'writing'
        ? 'readers'
        : p.creativeType === 'film'
          ? 'viewers'
          : 'followers'
    : peopleNoun[p.creativeType];
  return {
    p,
    craft: p.creativeType,
    family: familyOf[p.creativeType],
    stage: p.stage,
    experience: p.experience,
    maker: p.knowledge.maker,
    aMaker: withArticle(p.knowledge.maker),
    work: p.knowledge.work,
    piece: p.knowledge.piece,
    aPiece: withArticle(p.knowledge.piece),
    project: p.hasProjectName ? p.projectName : 'your project',
    named: p.hasProjectName,
    audience: p.hasAudience ? p.audience : null,
    people: p.audience,
    fans,
    free,
    channel: contentChannel,
    usp: p.uspText ? quoted(p.uspText) : null,
    weekly: p.timeKnown ? formatMinutes(p.weeklyMinutes) : null,
    hasBudget: p.budgetKnown && p.budget !== 'none',
    noBudget: p.budgetKnown && p.budget === 'none',
    cadence: p.timeKnown ? cadenceByTier[p.timeTier] : 'two or three times a week',
  };
};
