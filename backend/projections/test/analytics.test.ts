import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { emptyProfileFields } from '@market-muse/domain';
import type { StoredEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { loadOperatorAnalytics } from '../src/analytics/queries.ts';
import {
  dailyActiveCreatorsProjection,
  onboardingFunnelProjection,
  tasksByCategoryProjection,
} from '../src/analytics/readModels.ts';
import { decodeAndApply, type Projection, targetFor } from '../src/projection.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

// Each analytics read model from event sequences (applied as the runner and rebuilds apply them).

const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
let position = 0n;
const event = (type: string, data: Record<string, unknown>): StoredEvent => {
  position += 1n;
  return {
    globalPosition: position,
    transactionId: position,
    streamId: `s-${position}`,
    streamType: 'test',
    streamVersion: 1n,
    eventId: crypto.randomUUID(),
    type,
    schemaVersion: 1,
    data,
    metadata: { userId: String(data.userId ?? '') } as StoredEvent['metadata'],
    createdAt: new Date(),
  };
};
const task = (taskId: string, userId: string, category: string, createdAt: string) =>
  event('TaskCreated', {
    taskId,
    userId,
    roadmapId: null,
    projectId: null,
    title: `Task ${taskId}`,
    description: 'Do it.',
    priority: 'medium',
    category,
    estimatedTime: 15,
    dueDate: null,
    phaseIndex: null,
    stepIndex: null,
    origin: 'daily',
    createdAt,
  });
const change = (type: string, taskId: string, userId: string, key: string, at: string) =>
  event(type, { taskId, userId, roadmapId: null, projectId: null, [key]: at });
const registered = (userId: string, at: string) =>
  event('UserRegistered', {
    userId,
    email: `${userId}@example.com`,
    firstName: 'Secret',
    lastName: 'Name',
    passwordHash: 'x',
    registeredAt: at,
  });
const profileSaved = (userId: string, creativeTypes: string[], at: string) =>
  event('ProfileSaved', {
    userId,
    profile: { ...emptyProfileFields, creativeTypes },
    changed: ['creativeTypes'],
    createdAt: at,
    savedAt: at,
  });
const project = (userId: string, at: string) =>
  event('ProjectCreated', {
    projectId: crypto.randomUUID(),
    userId,
    name: 'P',
    description: null,
    projectType: 'book',
    targetAudience: null,
    uniqueSellingPoint: null,
    projectStage: 'idea',
    availableBudget: null,
    availableTime: null,
    biggestChallenges: [],
    websiteUrl: null,
    socialMediaLinks: [],
    targetRevenue: null,
    launchTimeline: null,
    createdAt: at,
  });

const apply = (projection: Projection, events: ReadonlyArray<StoredEvent>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* decodeAndApply(projection, events, targetFor(sql, 'rm'));
  });

const projections = [dailyActiveCreatorsProjection, onboardingFunnelProjection, tasksByCategoryProjection];

describe.each(databaseKinds)('analytics read models on %s', (kind) => {
  layer(projectionsLayer(kind, projections))((it) => {
    it.effect('tasks completed per day by category, net of reopenings', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* apply(tasksByCategoryProjection, [
          task('t1', ALICE, 'content', '2026-11-01T08:00:00Z'),
          task('t2', ALICE, 'content', '2026-11-01T08:00:00Z'),
          task('t3', BOB, 'networking', '2026-11-01T08:00:00Z'),
          change('TaskCompleted', 't1', ALICE, 'completedAt', '2026-11-02T09:00:00Z'),
        ]);
        // Later batches: a completion, a reopening and one of a task never seen (category unknown).
        yield* apply(tasksByCategoryProjection, [
          change('TaskCompleted', 't2', ALICE, 'completedAt', '2026-11-02T23:59:00Z'),
          change('TaskCompleted', 't3', BOB, 'completedAt', '2026-11-03T00:01:00Z'),
          change('TaskReopened', 't2', ALICE, 'reopenedAt', '2026-11-03T10:00:00Z'),
          change('TaskCompleted', 'ghost', BOB, 'completedAt', '2026-11-03T11:00:00Z'),
        ]);
        const rows = yield* sql<{ day: string; category: string; completed: number; reopened: number }>`
          select to_char(day, 'YYYY-MM-DD') as day, category, completed, reopened
          from rm.analytics_tasks_completed order by day, category`;
        expect(rows).toEqual([
          { day: '2026-11-02', category: 'content', completed: 2, reopened: 0 },
          { day: '2026-11-03', category: 'content', completed: 0, reopened: 1 },
          { day: '2026-11-03', category: 'networking', completed: 1, reopened: 0 },
          { day: '2026-11-03', category: 'unknown', completed: 1, reopened: 0 },
        ]);
      }),
    );

    it.effect('the onboarding funnel keeps the earliest time of each step, whatever the order', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        yield* apply(onboardingFunnelProjection, [
          registered(ALICE, '2026-11-01T08:00:00Z'),
          profileSaved(ALICE, [], '2026-11-01T08:05:00Z'), // no creative type: not complete yet
          profileSaved(ALICE, ['photography'], '2026-11-01T08:10:00Z'),
          project(ALICE, '2026-11-01T09:00:00Z'),
          change('TaskCompleted', 't9', ALICE, 'completedAt', '2026-11-01T11:00:00Z'),
          change('TaskCompleted', 't8', ALICE, 'completedAt', '2026-11-01T10:00:00Z'),
          registered(BOB, '2026-11-02T08:00:00Z'),
          profileSaved(BOB, ['visual_art'], '2026-11-02T08:01:00Z'),
        ]);
        const rows = yield* sql<
          Record<string, unknown>
        >`select user_id::text, profile_completed_at, first_project_at,
            first_roadmap_at, first_task_completed_at from rm.analytics_onboarding order by user_id`;
        expect(rows).toHaveLength(2);
        expect(new Date(rows[0]!.profile_completed_at as string).toISOString()).toBe(
          '2026-11-01T08:10:00.000Z',
        );
        expect(new Date(rows[0]!.first_task_completed_at as string).toISOString()).toBe(
          '2026-11-01T10:00:00.000Z',
        );
        expect(rows[0]!.first_roadmap_at).toBeNull();
        expect(rows[1]!.first_project_at).toBeNull();
      }),
    );

    it.effect('the onboarding funnel moves a step only to an earlier time, batch after batch', () =>
      Effect.gen(function* () {
        // A creator of this test's own: the database is shared by the suite's tests.
        const CAROL = '00000000-0000-4000-8000-00000000000c';
        const sql = yield* SqlClient.SqlClient;
        const row = sql<{ version: string; done: string | null; roadmap: string | null }>`
          select xmin::text as version, first_task_completed_at::text as done, first_roadmap_at::text as roadmap
          from rm.analytics_onboarding where user_id = ${CAROL}`;
        yield* apply(onboardingFunnelProjection, [
          registered(CAROL, '2026-11-01T08:00:00Z'),
          change('TaskCompleted', 't1', CAROL, 'completedAt', '2026-11-01T11:00:00Z'),
        ]);
        const [first] = yield* row;
        // A later completion changes nothing, and the row is not written again.
        yield* apply(onboardingFunnelProjection, [
          change('TaskCompleted', 't2', CAROL, 'completedAt', '2026-11-01T12:00:00Z'),
        ]);
        const [unchanged] = yield* row;
        expect(unchanged).toEqual(first);
        // An earlier one, arriving late, and a step not seen before both move the row.
        yield* apply(onboardingFunnelProjection, [
          change('TaskCompleted', 't3', CAROL, 'completedAt', '2026-11-01T10:00:00Z'),
        ]);
        yield* apply(onboardingFunnelProjection, [
          event('RoadmapGenerated', { userId: CAROL, generatedAt: '2026-11-01T13:00:00Z' }),
        ]);
        const [moved] = yield* row;
        expect(new Date(moved!.done!).toISOString()).toBe('2026-11-01T10:00:00.000Z');
        expect(new Date(moved!.roadmap!).toISOString()).toBe('2026-11-01T13:00:00.000Z');
        // The operator's figures further on count the suite's two creators only.
        yield* sql`delete from rm.analytics_onboarding where user_id = ${CAROL}`;
      }),
    );

    it.effect('daily active creators count each creator once a day', () =>
      Effect.gen(function* () {
        yield* apply(dailyActiveCreatorsProjection, [
          profileSaved(ALICE, ['photography'], '2026-11-01T08:10:00Z'),
          project(ALICE, '2026-11-01T09:00:00Z'),
          change('TaskCompleted', 't1', ALICE, 'completedAt', '2026-11-02T09:00:00Z'),
          change('TaskCompleted', 't3', BOB, 'completedAt', '2026-11-02T10:00:00Z'),
        ]);
        yield* apply(dailyActiveCreatorsProjection, [
          change('TaskReopened', 't1', ALICE, 'reopenedAt', '2026-11-02T12:00:00Z'),
        ]);
        const answer = yield* loadOperatorAnalytics(90, new Date('2026-11-20T00:00:00Z'));
        expect(answer.dailyActiveCreators).toEqual([
          { day: '2026-11-01', creators: 1 },
          { day: '2026-11-02', creators: 2 },
        ]);
        // The funnel and the time to a first completed task, from the model above.
        expect(answer.funnel.map((s) => s.creators)).toEqual([2, 2, 1, 0, 1]);
        expect(answer.timeToFirstTask).toMatchObject({ creators: 1, medianHours: 2 });
        expect(answer.timeToFirstTask.buckets.map((b) => b.creators)).toEqual([0, 1, 0, 0]);
        const text = JSON.stringify(answer);
        expect(text).not.toContain('@example.com');
        expect(text).not.toContain('Secret');
        expect(text).not.toContain(ALICE);
      }),
    );
  });
});
