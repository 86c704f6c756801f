import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { emptyProfileFields } from '@market-muse/domain';
import { EventStore, ExpectedVersion, InlineProjections, type StoredEvent } from '@market-muse/eventstore';
import { Effect, Either } from 'effect';
import { decodeAndApply, LIVE_SCHEMA, type Projection, targetFor } from '../src/projection.ts';
import { goalsProjection } from '../src/readModels/goals.ts';
import { profilesProjection } from '../src/readModels/profiles.ts';
import { projectsProjection } from '../src/readModels/projects.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

const projections: ReadonlyArray<Projection> = [profilesProjection, projectsProjection, goalsProjection];

/** Appends events to a stream and applies the inline projections, as the command side does. */
const append = (streamId: string, events: ReadonlyArray<{ type: string; data: object }>) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const inline = yield* InlineProjections;
    const result = yield* store.append(
      streamId,
      streamId.split('-')[0]!,
      events.map((e) => ({
        eventId: crypto.randomUUID(),
        type: e.type,
        schemaVersion: 1,
        data: e.data,
        metadata: {
          userId: null,
          correlationId: 'test',
          causationId: null,
          recordedAt: '2026-11-21T10:00:00.000Z',
        },
      })),
      ExpectedVersion.any,
    );
    yield* inline.apply(result.events);
    return result.events;
  });

/** Applies stored events to the live tables directly (what the inline runner and a rebuild do). */
const project = (events: ReadonlyArray<StoredEvent>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    for (const projection of projections) {
      const relevant = events.filter((e) => projection.eventTypes.includes(e.type));
      if (relevant.length > 0) yield* decodeAndApply(projection, relevant, targetFor(sql, LIVE_SCHEMA));
    }
  });

const created = (projectId: string, userId: string, name: string, createdAt: string) => ({
  type: 'ProjectCreated',
  data: {
    projectId,
    userId,
    name,
    description: null,
    projectType: 'book',
    targetAudience: null,
    uniqueSellingPoint: null,
    projectStage: 'idea',
    availableBudget: null,
    availableTime: '5_10h',
    biggestChallenges: ['time'],
    websiteUrl: null,
    socialMediaLinks: [],
    targetRevenue: 2500.5,
    launchTimeline: null,
    createdAt,
  },
});
const activeChanged = (userId: string, projectId: string, previousProjectId: string | null) => ({
  type: 'ActiveProjectChanged',
  data: { userId, projectId, previousProjectId, changedAt: '2026-11-21T10:00:00.000Z' },
});

describe.each(databaseKinds)('profile, project and goal read models on %s', (kind) => {
  layer(projectionsLayer(kind, projections), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect('profiles: each save replaces the row with the latest snapshot', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const userId = crypto.randomUUID();
        const saved = (profile: object, savedAt: string) => ({
          type: 'ProfileSaved',
          data: {
            userId,
            profile: { ...emptyProfileFields, ...profile },
            changed: [],
            createdAt: '2026-11-01T09:00:00.000Z',
            savedAt,
          },
        });
        yield* append(`profile-${userId}`, [saved({ creativeTypes: ['music'] }, '2026-11-01T09:00:00.000Z')]);
        yield* append(`profile-${userId}`, [
          saved(
            { creativeTypes: ['writing', 'music'], currentProjectName: 'Novel', onboardingCompleted: true },
            '2026-11-02T09:00:00.000Z',
          ),
        ]);
        const rows = yield* sql`select creative_type, onboarding_completed, current_project_name,
            profile->'creativeTypes' as types, created_at, updated_at
          from rm.profiles where user_id = ${userId}::uuid`;
        expect(rows).toEqual([
          {
            creative_type: 'writing',
            onboarding_completed: true,
            current_project_name: 'Novel',
            types: ['writing', 'music'],
            created_at: new Date('2026-11-01T09:00:00.000Z'),
            updated_at: new Date('2026-11-02T09:00:00.000Z'),
          },
        ]);
      }),
    );

    it.effect('projects: activation moves the one active flag; two active rows cannot be stored', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const userId = crypto.randomUUID();
        const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
        yield* append(`project-${a}`, [created(a, userId, 'A', '2026-11-01T09:00:00.000Z')]);
        yield* append(`projects-${userId}`, [activeChanged(userId, a, null)]);
        yield* append(`project-${b}`, [created(b, userId, 'B', '2026-11-02T09:00:00.000Z')]);
        yield* append(`project-${c}`, [created(c, userId, 'C', '2026-11-03T09:00:00.000Z')]);
        yield* append(`projects-${userId}`, [activeChanged(userId, c, a)]);
        const flags = () =>
          sql<{ name: string; is_active: boolean }>`select name, is_active from rm.projects
            where user_id = ${userId}::uuid order by created_at desc, seq desc`;
        expect(yield* flags()).toEqual([
          { name: 'C', is_active: true },
          { name: 'B', is_active: false },
          { name: 'A', is_active: false },
        ]);
        const [row] = yield* sql`select target_revenue, biggest_challenges, available_time from rm.projects
          where id = ${a}::uuid`;
        expect(row).toEqual({
          target_revenue: 2500.5,
          biggest_challenges: ['time'],
          available_time: '5_10h',
        });
        const twoActive = yield* sql`update rm.projects set is_active = true where id = ${b}::uuid`.pipe(
          Effect.either,
        );
        expect(Either.isLeft(twoActive)).toBe(true);
        expect(yield* flags()).toEqual([
          { name: 'C', is_active: true },
          { name: 'B', is_active: false },
          { name: 'A', is_active: false },
        ]);
      }),
    );

    it.effect(
      'goals: set, update, status and progress fold into one row; applying again changes nothing',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const userId = crypto.randomUUID();
          const goalId = crypto.randomUUID();
          const projectId = crypto.randomUUID();
          const base = { goalId, userId };
          const events = yield* append(`goal-${goalId}`, [
            {
              type: 'GoalSet',
              data: {
                ...base,
                projectId,
                title: 'Sell 10',
                description: null,
                status: 'active',
                deadline: '2027-01-01',
                targetValue: 10,
                currentValue: 0,
                unit: 'sales',
                businessGoal: 'increase_sales',
                setAt: '2026-11-01T09:00:00.000Z',
              },
            },
            {
              type: 'GoalUpdated',
              data: {
                ...base,
                title: 'Sell 12',
                description: 'Prints',
                deadline: null,
                targetValue: 12,
                unit: 'sales',
                updatedAt: '2026-11-02T09:00:00.000Z',
              },
            },
            {
              type: 'GoalProgressRecorded',
              data: { ...base, currentValue: 6, previousValue: 0, recordedAt: '2026-11-03T09:00:00.000Z' },
            },
            {
              type: 'GoalStatusChanged',
              data: {
                ...base,
                status: 'completed',
                previousStatus: 'active',
                changedAt: '2026-11-04T09:00:00.000Z',
              },
            },
          ]);
          const row = () =>
            sql`select project_id::text, title, description, status, deadline, target_value, current_value, unit,
              business_goal, created_at, updated_at from rm.goals where id = ${goalId}::uuid`;
          const expected = [
            {
              project_id: projectId,
              title: 'Sell 12',
              description: 'Prints',
              status: 'completed',
              deadline: null,
              target_value: 12,
              current_value: 6,
              unit: 'sales',
              business_goal: 'increase_sales',
              created_at: new Date('2026-11-01T09:00:00.000Z'),
              updated_at: new Date('2026-11-04T09:00:00.000Z'),
            },
          ];
          expect(yield* row()).toEqual(expected);
          yield* project(events);
          expect(yield* row()).toEqual(expected);
        }),
    );
  });
});
