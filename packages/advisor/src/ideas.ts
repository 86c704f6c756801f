// Post ideas with room to vary: the craft's own hand-written ideas plus ideas composed from a post
// format and a subject (a craft theme or a subject every creative has), so that regenerating
// gives new ideas. Ideas the user was shown in recent generations are left out.
import { fill, personaVars } from './fill.ts';
import type { Persona } from './persona.ts';
import { capitalise, withArticle } from './realise.ts';
import { type Rng, shuffled } from './seed.ts';

/** A post format; the subject is a noun phrase that reads in any of them. */
const formats: readonly ((subject: string) => string)[] = [
  (s) => `Carousel of five slides on ${s}`,
  (s) => `Short video (Reel, TikTok or Short) about ${s}`,
  (s) => `Photo post on ${s}, with the story in the caption`,
  (s) => `Story poll or question sticker about ${s}`,
  (s) => `Behind-the-scenes clip: ${s}`,
  (s) => `Voice-over clip about ${s}`,
  (s) => `Question-and-answer post on ${s}`,
  (s) => `Newsletter note about ${s}`,
  (s) => `Live session on ${s}`,
  (s) => `Three-photo series on ${s}`,
];

/** Subjects every creative has, for this persona. */
const subjects = (p: Persona): string[] => {
  const { piece, maker, work } = p.knowledge;
  const project = p.hasProjectName ? p.projectName : `your current project`;
  return [
    ...p.knowledge.pillars,
    `the tools you use for every ${piece}`,
    `${withArticle(piece)} that went wrong and what it taught you`,
    `the place where you make your ${work}`,
    `the materials behind your ${work}`,
    `${withArticle(piece)} in progress`,
    `your newest ${piece}`,
    `what inspired your latest ${piece}`,
    `an older ${piece} you still love`,
    `how you started as ${withArticle(maker)}`,
    `the story behind ${project}`,
    `the question people ask most about your ${work}`,
    `a small ritual of your working day as ${withArticle(maker)}`,
    ...(p.economics === 'free' ? [] : [`what goes into the price of ${withArticle(piece)}`]),
  ];
};

/** Every idea for the persona: the craft's own first, then the composed ones. */
export const ideaPool = (p: Persona, craftIdeas: readonly string[]): string[] => {
  const vars = personaVars(p);
  const own = craftIdeas.map((i) => capitalise(fill(i, vars)));
  const composed = subjects(p).flatMap((subject) => formats.map((format) => format(subject)));
  return [...new Set([...own, ...composed])];
};

/**
 * `n` ideas not among `recent` (case-insensitive), seeded, with no two of the same format or
 * subject side by side where the pool allows; falls back to recent ones only when the pool runs out.
 */
export const chooseIdeas = (
  rng: Rng,
  pool: readonly string[],
  n: number,
  recent: readonly string[],
  first: readonly string[] = [],
): string[] => {
  const seen = new Set(recent.map((r) => r.trim().toLowerCase()));
  const fresh = (i: string) => !seen.has(i.toLowerCase());
  const lead = first.filter(fresh);
  const picked: string[] = [...lead.slice(0, 1)];
  const openers = new Set(picked.map((i) => i.split(' ').slice(0, 2).join(' ')));
  for (const idea of shuffled(rng, pool.filter(fresh))) {
    if (picked.length >= n) break;
    const opener = idea.split(' ').slice(0, 2).join(' ');
    if (picked.includes(idea) || openers.has(opener)) continue;
    openers.add(opener);
    picked.push(idea);
  }
  // A second pass without the format rule, then old ideas, so there are always n.
  for (const idea of [...shuffled(rng, pool.filter(fresh)), ...shuffled(rng, pool)]) {
    if (picked.length >= n) break;
    if (!picked.includes(idea)) picked.push(idea);
  }
  return picked;
};
