// The advisor's use cases, written once for the server and demo mode: what they ask the advisor, what they
// record, and when they do not ask at all. The advisor is the local engine, counted; the reads are arrays.
import { describe, expect, it } from '@effect/vitest';
import { createLocalAdvisor, EMPTY_PROFILE, generateCommunityGuide } from '@market-muse/advisor';
import type { ContentSuggestions, Roadmap } from '@market-muse/contracts';
import { Effect, Either, Layer } from 'effect';
import { Advisor, type AdvisorPort } from '../src/advising/advisor.ts';
import { askAdvice, startAdviceStream } from '../src/advising/conversation.ts';
import { generateDayTasks } from '../src/advising/dailyTasks.ts';
import { AdvisorReads, type AdvisorReadsService } from '../src/advising/reads.ts';
import { generateInsights, suggestContent } from '../src/advising/results.ts';
import { INSIGHTS_NEED_PROFILE } from '../src/advisorResults/advisorResults.ts';
import { commandContext, EventStore } from '../src/eventStore.ts';
import { InMemoryEventStore } from '../src/testing/inMemoryEventStore.ts';
import { plan } from '../src/testing/roadmapPlan.ts';

const userId = '3f0c2a4e-1111-4222-8333-444455556666';
const at = new Date('2026-11-21T10:00:00Z');
const contextNow = () => commandContext(userId, at);

/** The local engine, recording which operations were asked and with what. */
const countedAdvisor = () => {
  const local = createLocalAdvisor();
  const asked: Array<{ readonly operation: string; readonly options?: unknown }> = [];
  const advisor: AdvisorPort = {
    ...local,
    dailyTasks: (ctx, options) => {
      asked.push({ operation: 'dailyTasks', options });
      return local.dailyTasks(ctx, options);
    },
    contentSuggestions: (ctx, options) => {
      asked.push({ operation: 'contentSuggestions', options });
      return local.contentSuggestions(ctx, options);
    },
    projectInsights: (ctx) => {
      asked.push({ operation: 'projectInsights' });
      return local.projectInsights(ctx);
    },
    communityGuide: generateCommunityGuide,
  };
  return { advisor, asked };
};

const roadmap: Roadmap = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userId,
  goalId: null,
  projectId: null,
  title: plan.title,
  description: plan.description,
  totalSteps: plan.totalSteps,
  completedSteps: 0,
  estimatedDuration: plan.estimatedDuration,
  status: 'active',
  phases: [],
  createdAt: '2026-11-14T09:00:00.000Z',
  updatedAt: '2026-11-14T09:00:00.000Z',
};

const reads = (overrides: Partial<AdvisorReadsService> = {}): AdvisorReadsService => ({
  context: () =>
    Effect.succeed({
      context: { userId, date: '2026-11-21', profile: EMPTY_PROFILE, project: null, goals: [], tasks: [] },
      profile: null,
      project: null,
    }),
  profile: () => Effect.succeed(null),
  activeRoadmap: () => Effect.succeed(null),
  recentPostIdeas: () => Effect.succeed([]),
  chatHistory: () => Effect.succeed([]),
  goal: () => Effect.succeed(null),
  activeGoal: () => Effect.succeed(null),
  project: () => Effect.succeed(null),
  activeProject: () => Effect.succeed(null),
  projectTasks: () => Effect.succeed([]),
  ...overrides,
});

const ports = (advisor: AdvisorPort, readModels: AdvisorReadsService = reads()) =>
  Layer.mergeAll(
    InMemoryEventStore,
    Layer.succeed(Advisor, advisor),
    Layer.succeed(AdvisorReads, readModels),
  );

describe("the advisor's use cases", () => {
  it.effect("asks for the day's tasks once a day, following the active roadmap's plan", () => {
    const { advisor, asked } = countedAdvisor();
    const base = reads({ activeRoadmap: () => Effect.succeed({ roadmap, plan }) });
    let contextReads = 0;
    const counted = {
      ...base,
      context: (...args: Parameters<AdvisorReadsService['context']>) => {
        contextReads += 1;
        return base.context(...args);
      },
    };
    return Effect.gen(function* () {
      const first = yield* generateDayTasks(userId, contextNow);
      const second = yield* generateDayTasks(userId, contextNow);
      expect(first.created).toBe(true);
      expect(second).toEqual({ created: false, generation: first.generation });
      expect(asked).toEqual([{ operation: 'dailyTasks', options: { plan, roadmapStartedOn: '2026-11-14' } }]);
      expect(first.generation.roadmapId).toBe(roadmap.id);
      // The second call answers the day's generation without reading the advisor's context again.
      expect(contextReads).toBe(1);
    }).pipe(Effect.provide(ports(advisor, counted)));
  });

  it.effect('refuses insights without a profile before asking the advisor', () => {
    const { advisor, asked } = countedAdvisor();
    return Effect.gen(function* () {
      const refused = yield* Effect.either(generateInsights(userId, contextNow));
      expect(Either.isLeft(refused) && refused.left.message).toBe(INSIGHTS_NEED_PROFILE);
      expect(asked).toEqual([]);
    }).pipe(Effect.provide(ports(advisor)));
  });

  it.effect('gives the advisor the recent post ideas to avoid, and records the suggestions', () => {
    const { advisor, asked } = countedAdvisor();
    const recent = ['Studio tour reel', 'Behind the glaze'];
    return Effect.gen(function* () {
      const store = yield* EventStore;
      const result: ContentSuggestions = yield* suggestContent(userId, 'social', contextNow);
      expect(asked).toEqual([{ operation: 'contentSuggestions', options: { recentIdeas: recent } }]);
      const recorded = yield* store.readStream(`advisor-${userId}`);
      expect(recorded.map((e) => e.type)).toEqual(['ContentSuggestionsGenerated']);
      expect(recorded[0]?.data).toMatchObject({ contentType: 'social', result });
    }).pipe(Effect.provide(ports(advisor, reads({ recentPostIdeas: () => Effect.succeed(recent) }))));
  });

  it.effect(
    'records a plain answer and a streamed one (under its turn id) as turns of the conversation',
    () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        yield* askAdvice(userId, '  How do I price prints?  ', contextNow);
        const turn = yield* startAdviceStream(userId, 'And framing?', contextNow);
        const result = yield* Effect.promise(async () => {
          for await (const event of turn.events) if (event.type === 'result') return event.result;
          return null;
        });
        expect(result).not.toBeNull();
        if (result) yield* turn.record(result);
        const recorded = yield* store.readStream(`advisor-${userId}`);
        expect(recorded.map((e) => [e.type, (e.data as { message: string }).message])).toEqual([
          ['AdviceGiven', 'How do I price prints?'],
          ['AdviceGiven', 'And framing?'],
        ]);
        expect(recorded[1]?.data).toMatchObject({ resultId: turn.turnId, streamed: true });
      }).pipe(Effect.provide(ports(countedAdvisor().advisor))),
  );
});
