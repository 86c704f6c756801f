// Benchmark of every local generation: p50/p95/max per function over many runs, on a mix of
// personas (the two test fixtures and every creative type). Run: npm run bench -w @market-muse/advisor
import type { AdvisorContext } from '@market-muse/contracts';
import { ContentSuggestions, CREATIVE_TYPES, RoadmapPlan } from '@market-muse/contracts';
import {
  analyzeContent,
  generateAdvice,
  generateContentSuggestions,
  generateDailyTasks,
  generateProjectInsights,
  generateRoadmap,
  generateStrategy,
  validated,
} from '../src/index.ts';
import { creativeKnowledge } from '../src/knowledge/creative-types.ts';
import { musician, photographer } from '../test/fixtures.ts';

const BUDGET_MS = 10;
const RUNS = Number(process.env.BENCH_RUNS ?? 400);
const WARMUP = 50;

const personas: AdvisorContext[] = [
  photographer,
  musician,
  ...CREATIVE_TYPES.map((t, i) => ({
    ...musician,
    userId: `bench-${t}`,
    date: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`,
    profile: { ...musician.profile, creativeTypes: [t] },
  })),
];

const post =
  'Which harbour print would you hang at home? These new prints came out soft and warm, printed on cotton rag paper. Link in bio to shop before Friday. #printshop #harbour #bristol';
// About 2 KB of varied copy: every post idea of two creative types, as one long caption.
const longPost = `${post}\n\n${[...creativeKnowledge.pottery.postIdeas, ...creativeKnowledge.film.postIdeas, ...creativeKnowledge.writing.postIdeas].join('. ')}.`;

const cases: Record<string, (ctx: AdvisorContext, i: number) => unknown> = {
  projectInsights: (ctx) => generateProjectInsights(ctx),
  roadmap: (ctx) => generateRoadmap(ctx),
  dailyTasks: (ctx) => generateDailyTasks(ctx),
  contentSuggestions: (ctx) => generateContentSuggestions(ctx),
  advice: (ctx, i) =>
    generateAdvice(ctx, {
      message: ['How should I price my work?', 'Engagement tips', 'Content ideas'][i % 3]!,
      history: [],
    }),
  'strategy 30days': (ctx) => generateStrategy(ctx, '30days'),
  'strategy 90days': (ctx) => generateStrategy(ctx, '90days'),
  'strategy 6months': (ctx) => generateStrategy(ctx, '6months'),
  'analyzeContent (180 chars)': (ctx) => analyzeContent(ctx, { content: post, platform: 'instagram' }),
  'analyzeContent (2 KB, X)': (ctx) => analyzeContent(ctx, { content: longPost, platform: 'twitter' }),
  // What createLocalAdvisor() adds: decoding each result against its contract.
  'roadmap + contract check': (ctx) => validated(RoadmapPlan, generateRoadmap(ctx)),
  'content + contract check': (ctx) => validated(ContentSuggestions, generateContentSuggestions(ctx)),
};

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

// The very first analysis pays for cold caches (syllable counts, regex compilation, JIT).
const coldStart = performance.now();
analyzeContent(photographer, { content: longPost, platform: 'twitter' });
const coldMs = performance.now() - coldStart;

const rows: { name: string; p50: number; p95: number; max: number }[] = [];
for (const [name, run] of Object.entries(cases)) {
  for (let i = 0; i < WARMUP; i++) run(personas[i % personas.length]!, i);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = personas[i % personas.length]!;
    const start = performance.now();
    run(ctx, i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  rows.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! });
}

const ms = (n: number) => `${n.toFixed(3)} ms`.padStart(11);
console.log(
  `Local advisor generations: ${RUNS} runs each over ${personas.length} personas (Node ${process.version})`,
);
console.log(`${'generation'.padEnd(28)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'max'.padStart(11)}`);
for (const r of rows) console.log(`${r.name.padEnd(28)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}`);
console.log(`First (cold) analyzeContent of ${longPost.length} characters: ${coldMs.toFixed(3)} ms`);
const slow = rows.filter((r) => r.p95 >= BUDGET_MS);
if (slow.length > 0) {
  console.error(`Over the ${BUDGET_MS} ms p95 budget: ${slow.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
} else console.log(`All generations under ${BUDGET_MS} ms at p95.`);
