// One subject creatives ask the assistant about: how they put it (what retrieval indexes) and an
// answer written for this creative. Answers are functions of the realised Say, so a fact the user
// never gave is never stated, and the craft, stage and experience change what is said.
import type { AdviceTopic } from '@market-muse/contracts';
import type { Say } from './say.ts';

/** A sentence, or nothing (false, null, '') when it does not apply to this creative. */
export type Line = string | false | null | undefined;

export interface Topic {
  readonly id: AdviceTopic;
  /** Short name, as a heading would put it: 'Raising your prices'. */
  readonly label: string;
  /** Ways creatives phrase a question on this subject; the search index is built from these and the keywords. */
  readonly asks: readonly string[];
  /** Words that name the subject on their own ('patreon', 'consignment'). */
  readonly keywords: readonly string[];
  /** Why the approach works, one sentence (led with for theory-first learners). */
  readonly why: string;
  /** The answer's core, two to four sentences. */
  readonly answer: (s: Say) => readonly Line[];
  /** Action steps in the order of doing; the chat gives four the user has not had yet. */
  readonly steps: (s: Say) => readonly Line[];
  /** The answer to "how often?", when the subject has a rhythm. */
  readonly often?: (s: Say) => string;
}

export const topic = (t: Topic): Topic => t;

/** Keeps only the lines that apply. */
export const lines = (items: readonly Line[]): string[] =>
  items.filter((l): l is string => typeof l === 'string' && l.trim().length > 0);
