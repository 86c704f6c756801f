import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { loadOperatorAnalytics } from '../src/analytics/queries.ts';
import { analyticsProjections } from '../src/analytics/readModels.ts';
import { rebuildProjection } from '../src/rebuild.ts';
import { catchUpToLatest } from '../src/runner.ts';
import { appendCreator, scriptedCreator } from '../src/testing/progressFixtures.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

// The analytics read models rebuilt by replay equal the live ones, and the operator figures follow from a
// scripted data set, on both databases (the analysts' export of the same data set: backend/relay).

const BASE = new Date('2026-11-02T08:00:00.000Z');
const CREATORS = 6; // three go all the way, three stop after the profile

const seed = Effect.gen(function* () {
  const creators = Array.from({ length: CREATORS }, (_, i) => scriptedCreator(i, BASE));
  for (const creator of creators) yield* appendCreator(creator);
  return creators;
});

describe.each(databaseKinds)('analytics read models on %s: replay', (kind) => {
  layer(projectionsLayer(kind, analyticsProjections), { timeout: 120_000, excludeTestServices: true })(
    (it) => {
      it.effect('rebuilt equals live, and the operator figures follow from the script', () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const creators = yield* seed;
          for (const projection of analyticsProjections) yield* catchUpToLatest(projection);
          const snapshot = () =>
            Effect.all([
              sql`select to_char(day, 'YYYY-MM-DD') as day, user_id::text from rm.analytics_active_creators order by 1, 2`,
              sql`select user_id::text, signed_up_at, profile_completed_at, first_project_at, first_roadmap_at,
                first_task_completed_at from rm.analytics_onboarding order by 1`,
              sql`select * from rm.analytics_task_categories order by task_id`,
              sql`select to_char(day, 'YYYY-MM-DD') as day, category, completed, reopened
                from rm.analytics_tasks_completed order by 1, 2`,
            ]);
          const live = yield* snapshot();
          expect(live[1]).toHaveLength(CREATORS);
          for (const projection of analyticsProjections) yield* rebuildProjection(projection);
          for (const projection of analyticsProjections) yield* catchUpToLatest(projection);
          expect(yield* snapshot()).toEqual(live);

          const answer = yield* loadOperatorAnalytics(90, new Date('2026-11-20T00:00:00Z'));
          expect(answer.funnel).toEqual([
            { step: 'Signed up', creators: 6 },
            { step: 'Profile completed', creators: 6 },
            { step: 'First project', creators: 3 },
            { step: 'First roadmap', creators: 0 },
            { step: 'First completed task', creators: 3 },
          ]);
          expect(answer.tasksCompletedByCategory).toEqual([
            { day: '2026-11-02', category: 'content', completed: 3 },
            { day: '2026-11-03', category: 'content', completed: 0 },
          ]);
          expect(answer.dailyActiveCreators).toEqual([
            { day: '2026-11-02', creators: 6 },
            { day: '2026-11-03', creators: 3 },
          ]);
          expect(answer.timeToFirstTask).toMatchObject({ creators: 3, medianHours: 2, p90Hours: 2 });
          const text = JSON.stringify(answer);
          for (const creator of creators) {
            expect(text).not.toContain(creator.userId);
            expect(text).not.toContain(creator.email);
          }
          expect(text).not.toContain('Private');
        }),
      );
    },
  );
});
