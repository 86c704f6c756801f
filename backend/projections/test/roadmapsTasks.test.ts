import { SqlClient } from '@effect/sql';
import { describe, expect, layer } from '@effect/vitest';
import type { Advice, RoadmapPlan, TaskDraft } from '@market-muse/contracts';
import {
  commandContext,
  completeTask,
  generateRoadmap,
  recordAdvisorResult,
  recordDailyTasks,
  reopenTask,
} from '@market-muse/domain';
import { Effect } from 'effect';
import { advisorResultsProjection } from '../src/readModels/advisorResults.ts';
import { progressProjection } from '../src/readModels/progress.ts';
import { roadmapsProjection } from '../src/readModels/roadmaps.ts';
import { tasksProjection } from '../src/readModels/tasks.ts';
import { rebuildProjection } from '../src/rebuild.ts';
import { catchUp } from '../src/runner.ts';
import { databaseKinds, projectionsLayer } from './layers.ts';

const draft = (title: string, estimatedTime = 30): TaskDraft => ({
  title,
  description: `${title}.`,
  category: 'content',
  priority: 'medium',
  estimatedTime,
});
const plan: RoadmapPlan = {
  title: '90-day plan',
  description: 'Audience first.',
  estimatedDuration: '90 days',
  totalSteps: 2,
  weeklyMinutes: 120,
  source: 'local',
  phases: [
    {
      title: 'Foundation',
      description: 'Ready',
      startDay: 1,
      endDay: 30,
      milestone: 'Ready',
      steps: [
        { title: 'Profiles', description: 'Bio', tasks: [draft('Rewrite bio'), draft('Add links')] },
        { title: 'Pillars', description: 'Pick', tasks: [draft('Pick pillars')] },
      ],
    },
  ],
};
const advice: Advice = {
  advice: 'Price by the hour.',
  actionSteps: ['Track hours', 'Add 20%'],
  topic: 'pricing',
  source: 'local',
};

/**
 * Catches the activity model up until `done` holds for `read`. Readable events stop at the oldest open
 * transaction of the whole server, so other databases' work on a shared PostgreSQL can delay them briefly.
 */
const catchUpUntil = <A, E, R>(read: Effect.Effect<A, E, R>, done: (value: A) => boolean) =>
  Effect.gen(function* () {
    for (let attempt = 0; ; attempt++) {
      yield* catchUp(progressProjection);
      const value = yield* read;
      if (done(value) || attempt === 250) return value;
      yield* Effect.sleep('20 millis');
    }
  });

const projections = [roadmapsProjection, tasksProjection, advisorResultsProjection, progressProjection];

describe.each(databaseKinds)('roadmap, task and advisor read models on %s', (kind) => {
  layer(projectionsLayer(kind, projections), { timeout: 120_000, excludeTestServices: true })((it) => {
    it.effect(
      'a roadmap and its tasks appear at once; superseding archives it and drops its open tasks',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const userId = crypto.randomUUID();
          const goalId = crypto.randomUUID();
          const at = new Date('2026-11-21T10:00:00Z');
          const input = { userId, goalId, projectId: null, plan, startDate: '2026-11-21' };
          const first = yield* generateRoadmap(input, commandContext(userId, at));
          const roadmaps = yield* sql`select id::text, status, total_steps, estimated_duration, goal_id::text,
          jsonb_array_length(phases) as phases from rm.roadmaps where user_id = ${userId}::uuid`;
          expect(roadmaps).toEqual([
            {
              id: first.roadmapId,
              status: 'active',
              total_steps: 2,
              estimated_duration: '90 days',
              goal_id: goalId,
              phases: 1,
            },
          ]);
          const tasks = yield* sql<{ title: string; status: string; due: string; step_index: number }>`
          select title, status, to_char(due_date, 'YYYY-MM-DD') as due, step_index from rm.tasks
          where roadmap_id = ${first.roadmapId}::uuid order by seq`;
          expect(tasks).toEqual([
            { title: 'Rewrite bio', status: 'pending', due: '2026-12-05', step_index: 0 },
            { title: 'Add links', status: 'pending', due: '2026-12-05', step_index: 0 },
            { title: 'Pick pillars', status: 'pending', due: '2026-12-20', step_index: 1 },
          ]);

          const later = new Date('2026-11-22T08:00:00Z');
          yield* completeTask(userId, first.taskIds[0]!, commandContext(userId, later));
          const done =
            yield* sql`select status, completed_at from rm.tasks where id = ${first.taskIds[0]!}::uuid`;
          expect(done).toEqual([{ status: 'completed', completed_at: later }]);
          yield* reopenTask(userId, first.taskIds[0]!, commandContext(userId, later));
          expect(
            yield* sql`select status, completed_at from rm.tasks where id = ${first.taskIds[0]!}::uuid`,
          ).toEqual([{ status: 'pending', completed_at: null }]);
          yield* completeTask(userId, first.taskIds[0]!, commandContext(userId, later));

          const second = yield* generateRoadmap(input, commandContext(userId, later));
          const after = yield* sql`select id::text, status, superseded_by::text from rm.roadmaps
          where user_id = ${userId}::uuid order by seq`;
          expect(after).toEqual([
            { id: first.roadmapId, status: 'archived', superseded_by: second.roadmapId },
            { id: second.roadmapId, status: 'active', superseded_by: null },
          ]);
          const left = yield* sql`select id::text from rm.tasks where roadmap_id = ${first.roadmapId}::uuid`;
          expect(left).toEqual([{ id: first.taskIds[0] }]);
        }),
    );

    it.effect(
      'daily tasks and chat turns are rows; the async activity model catches up and rebuilds equal',
      () =>
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const userId = crypto.randomUUID();
          const at = new Date('2026-11-23T07:30:00Z');
          const daily = yield* recordDailyTasks(
            {
              userId,
              date: '2026-11-23',
              roadmapId: null,
              projectId: null,
              daily: {
                date: '2026-11-23',
                phase: 'Foundation',
                minutesAvailable: 45,
                tasks: [draft('Reply', 15), draft('Sketch', 30)],
                source: 'local',
              },
              openTaskTitles: [],
            },
            commandContext(userId, at),
          );
          const rows = yield* sql`select title, origin, to_char(due_date, 'YYYY-MM-DD') as due from rm.tasks
          where user_id = ${userId}::uuid order by seq`;
          expect(rows).toEqual([
            { title: 'Reply', origin: 'daily', due: '2026-11-23' },
            { title: 'Sketch', origin: 'daily', due: '2026-11-23' },
          ]);
          const turnId = crypto.randomUUID();
          yield* recordAdvisorResult(
            {
              type: 'RecordAdvice',
              resultId: turnId,
              userId,
              message: 'How to price?',
              askedAt: at,
              result: advice,
              streamed: true,
              at,
            },
            commandContext(userId, at),
          );
          const chat = yield* sql`select type, message, action_steps from rm.chat_messages
          where user_id = ${userId}::uuid order by seq, position`;
          expect(chat).toEqual([
            { type: 'user', message: 'How to price?', action_steps: null },
            { type: 'ai', message: 'Price by the hour.', action_steps: ['Track hours', 'Add 20%'] },
          ]);
          expect(
            yield* sql`select kind, source, input from rm.advisor_results where id = ${turnId}::uuid`,
          ).toEqual([
            { kind: 'advice', source: 'local', input: { message: 'How to price?', streamed: true } },
          ]);

          const activityRow = sql<
            Record<string, number>
          >`select tasks_created, tasks_completed, net_completed,
            daily_generations, advisor_results from rm.activity_by_day where user_id = ${userId}::uuid`;
          yield* catchUpUntil(activityRow, (rows) => rows[0]?.advisor_results === 1);
          yield* completeTask(userId, daily.generation.taskIds[0]!, commandContext(userId, at));
          // Asynchronous: the completion is not counted until the projection catches up.
          expect(yield* activityRow).toEqual([
            {
              tasks_created: 2,
              tasks_completed: 0,
              net_completed: 0,
              daily_generations: 1,
              advisor_results: 1,
            },
          ]);
          yield* catchUpUntil(activityRow, (rows) => rows[0]?.tasks_completed === 1);
          const activity =
            yield* sql`select to_char(day, 'YYYY-MM-DD') as day, tasks_created, tasks_completed,
          net_completed, daily_generations, advisor_results from rm.activity_by_day where user_id = ${userId}::uuid`;
          expect(activity).toEqual([
            {
              day: '2026-11-23',
              tasks_created: 2,
              tasks_completed: 1,
              net_completed: 1,
              daily_generations: 1,
              advisor_results: 1,
            },
          ]);

          const snapshot = () =>
            Effect.all([
              sql`select * from rm.roadmaps order by id`,
              sql`select * from rm.tasks order by id`,
              sql`select * from rm.advisor_results order by id`,
              sql`select * from rm.chat_messages order by turn_id, position`,
              sql`select * from rm.activity_by_day order by user_id, day`,
            ]);
          const live = yield* snapshot();
          for (const projection of projections) yield* rebuildProjection(projection);
          const rebuilt = yield* catchUpUntil(
            snapshot(),
            (now) => JSON.stringify(now) === JSON.stringify(live),
          );
          expect(rebuilt).toEqual(live);
        }),
    );

    it.effect('a stopped answer replaces its turn with what was shown, whichever is recorded first', () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const userId = crypto.randomUUID();
        const at = new Date('2026-11-23T09:00:00Z');
        const context = commandContext(userId, at);
        const given = (resultId: string, message: string) =>
          recordAdvisorResult(
            {
              type: 'RecordAdvice',
              resultId,
              userId,
              message,
              askedAt: at,
              result: advice,
              streamed: true,
              at,
            },
            context,
          );
        const stopped = (resultId: string, message: string, shown: string) =>
          recordAdvisorResult({ type: 'RecordStoppedAdvice', resultId, userId, message, shown, at }, context);
        const finishedFirst = crypto.randomUUID();
        yield* given(finishedFirst, 'Patreon?');
        yield* stopped(finishedFirst, 'Patreon?', 'Only once');
        const stoppedFirst = crypto.randomUUID();
        yield* stopped(stoppedFirst, 'Grants?', 'Look');
        yield* given(stoppedFirst, 'Grants?');
        // Another user's stop under this user's turn changes nothing.
        yield* recordAdvisorResult(
          {
            type: 'RecordStoppedAdvice',
            resultId: finishedFirst,
            userId: crypto.randomUUID(),
            message: 'Mine',
            shown: 'hijacked',
            at,
          },
          context,
        );
        const chat = yield* sql`select type, message, action_steps, stopped from rm.chat_messages
          where user_id = ${userId}::uuid order by seq, position`;
        expect(chat).toEqual([
          { type: 'user', message: 'Patreon?', action_steps: null, stopped: false },
          { type: 'ai', message: 'Only once', action_steps: null, stopped: true },
          { type: 'user', message: 'Grants?', action_steps: null, stopped: false },
          { type: 'ai', message: 'Look', action_steps: null, stopped: true },
        ]);
      }),
    );
  });
});
