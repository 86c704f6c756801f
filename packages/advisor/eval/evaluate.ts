// The advisor's evaluation: topic accuracy on the held-out question bank, prose findings over the
// generated corpus, idea variety across regenerations, and how often answers name the project or
// craft. Shared by `npm run eval` (prints the table) and the unit tests (hold the targets).
import type { ChatMessage } from '@market-muse/contracts';
import { understand } from '../src/chat/understand.ts';
import { generateContentSuggestions } from '../src/content.ts';
import { derivePersona } from '../src/persona.ts';
import { audiencePhrase, cleanPhrase } from '../src/realise.ts';
import { corpusFor, GENERATORS, type Generator } from './corpus.ts';
import { createLinter, type Finding } from './lint.ts';
import type { EvalProfile } from './profiles.ts';
import type { LabelledQuestion } from './questions.ts';

export const TARGETS = { topicAccuracy: 0.9, findings: 0, variety: 0.8 } as const;

export interface GeneratorFigures {
  readonly units: number;
  readonly findings: number;
  /** Share of units that name the project or the craft (of units about the work). */
  readonly personal: number;
}

export interface Evaluation {
  readonly topicAccuracy: number;
  readonly questions: number;
  readonly misses: readonly { q: string; expected: string; got: string }[];
  readonly perGenerator: Readonly<Record<Generator, GeneratorFigures>>;
  readonly findings: readonly (Finding & { generator: Generator; profile: string })[];
  readonly variety: number;
  readonly personal: number;
}

const at = '2026-11-24T09:00:00.000Z';

export const topicAccuracy = (questions: readonly LabelledQuestion[]) => {
  const misses: { q: string; expected: string; got: string }[] = [];
  for (const item of questions) {
    const history: ChatMessage[] = (item.after ?? []).flatMap((message) => [
      { type: 'user' as const, message, timestamp: at },
      { type: 'ai' as const, message: '…', timestamp: at },
    ]);
    const u = understand(item.q, history);
    const got = u.kind === 'topic' ? u.topic.id : u.kind;
    if (got !== item.topic) misses.push({ q: item.q, expected: item.topic, got });
  }
  return { accuracy: 1 - misses.length / questions.length, misses };
};

/** Share of ideas in generations 2-4 that were not in the three generations before (remembered per user). */
export const ideaVariety = (profiles: readonly EvalProfile[], generations = 4) => {
  let fresh = 0;
  let total = 0;
  for (const { ctx } of profiles) {
    const shown: string[][] = [];
    for (let g = 0; g < generations; g++) {
      const recentIdeas = shown.slice(-3).flat();
      const ideas = generateContentSuggestions(ctx, { recentIdeas }).postIdeas;
      if (g > 0) {
        const seen = new Set(recentIdeas.map((i) => i.toLowerCase()));
        fresh += ideas.filter((i) => !seen.has(i.toLowerCase())).length;
        total += ideas.length;
      }
      shown.push([...ideas]);
    }
  }
  return total === 0 ? 1 : fresh / total;
};

/**
 * The slice of the question bank a profile's chat is read over: consecutive windows, so that across the
 * profiles every question is answered for several kinds of creative.
 */
const chatQuestions = (questions: readonly LabelledQuestion[], n: number, size: number) =>
  size >= questions.length
    ? questions
    : Array.from({ length: size }, (_, i) => questions[(n * size + i) % questions.length]!);

/** Checks that need to know the profile: facts not given stay unsaid, the user's words stay theirs. */
const profileChecks = (profile: EvalProfile, text: string): Finding[] => {
  const out: Finding[] = [];
  const p = derivePersona(profile.ctx);
  const raw = cleanPhrase(profile.audience);
  // Single words such as "everyone" also occur in our own sentences; phrases such as "I'm not sure yet" do not.
  const spliced = new RegExp(
    `\\b(for|to|among|with|reach|reaching|reaches|from|like) ${raw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`,
    'i',
  );
  if (raw.includes(' ') && audiencePhrase(profile.audience) === null && spliced.test(text))
    out.push({ rule: 'raw-audience', message: `"${raw}" is not an audience, yet it is in the text`, text });
  const name = cleanPhrase(profile.projectName);
  if (
    name &&
    name !== name.toLowerCase() &&
    text.toLowerCase().includes(name.toLowerCase()) &&
    !text.includes(name)
  )
    out.push({ rule: 'name-casing', message: `the project name lost the user's casing`, text });
  if (!p.timeKnown && /\b\d+(\.5)?\s+(hours?|minutes)\s+(a|per)\s+week\b/i.test(text))
    out.push({ rule: 'invented-time', message: 'weekly time stated though none was given', text });
  if (
    !p.budgetKnown &&
    /\b(with no (ad )?budget|you have no budget|since you have no budget|your budget is)\b/i.test(text)
  )
    out.push({ rule: 'invented-budget', message: 'budget stated though none was given', text });
  return out;
};

const namesWork = (profile: EvalProfile, text: string): boolean => {
  const p = derivePersona(profile.ctx);
  const lower = text.toLowerCase();
  const craft = [p.knowledge.maker, p.knowledge.work, p.knowledge.piece, p.creativeLabel.toLowerCase()];
  return (
    (p.hasProjectName && text.includes(p.projectName)) || craft.some((w) => lower.includes(w.toLowerCase()))
  );
};

export const evaluate = (
  profiles: readonly EvalProfile[],
  questions: readonly LabelledQuestion[],
  options: { spell: boolean; chatPerProfile: number } = { spell: true, chatPerProfile: 60 },
): Evaluation => {
  const linter = createLinter(options);
  const { accuracy, misses } = topicAccuracy(questions);
  const counts = Object.fromEntries(
    GENERATORS.map((g) => [g, { units: 0, findings: 0, about: 0, naming: 0 }]),
  ) as Record<Generator, { units: number; findings: number; about: number; naming: number }>;
  const findings: (Finding & { generator: Generator; profile: string })[] = [];
  // Many texts repeat across profiles and units; each is linted once.
  const linted = new Map<string, Finding[]>();
  for (const [n, profile] of profiles.entries()) {
    const own = [profile.projectName, profile.audience, profile.ctx.project?.uniqueSellingPoint]
      .flatMap((t) => cleanPhrase(t).split(/[^\p{L}\p{N}]+/u))
      .filter(Boolean);
    for (const unit of corpusFor(profile, chatQuestions(questions, n, options.chatPerProfile))) {
      const c = counts[unit.generator];
      c.units++;
      if (unit.personal) {
        c.about++;
        if (unit.texts.some((t) => namesWork(profile, t))) c.naming++;
      }
      for (const text of unit.texts) {
        const key = `${own.join(' ')}\u0000${text}`;
        let found = linted.get(key);
        if (!found) {
          found = linter.lint(text, own);
          linted.set(key, found);
        }
        for (const f of [...found, ...profileChecks(profile, text)]) {
          c.findings++;
          findings.push({ ...f, generator: unit.generator, profile: profile.label });
        }
      }
    }
  }
  const perGenerator = Object.fromEntries(
    GENERATORS.map((g) => {
      const c = counts[g];
      return [g, { units: c.units, findings: c.findings, personal: c.about === 0 ? 1 : c.naming / c.about }];
    }),
  ) as Record<Generator, GeneratorFigures>;
  const about = GENERATORS.reduce((n, g) => n + counts[g].about, 0);
  const naming = GENERATORS.reduce((n, g) => n + counts[g].naming, 0);
  return {
    topicAccuracy: accuracy,
    questions: questions.length,
    misses,
    perGenerator,
    findings,
    variety: ideaVariety(profiles),
    personal: about === 0 ? 1 : naming / about,
  };
};
