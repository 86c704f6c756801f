import { describe, expect, layer } from '@effect/vitest';
import type { DailyTasks, TaskDraft } from '@market-muse/contracts';
import {
  commandContext,
  completeTask,
  dailyGenerationOf,
  recordDailyTasks,
  reopenTask,
  TASK_NOT_FOUND,
} from '@market-muse/domain';
import { EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { databaseKinds, storeLayer } from './layers.ts';

const at = new Date('2026-11-21T10:00:00Z');

const draft = (
  title: string,
  estimatedTime: number,
  priority: TaskDraft['priority'] = 'medium',
): TaskDraft => ({
  title,
  description: `${title}.`,
  category: 'engagement',
  priority,
  estimatedTime,
});

const daily = (titles: ReadonlyArray<string>): DailyTasks => ({
  date: '2026-11-21',
  phase: 'Foundation',
  minutesAvailable: 60,
  tasks: titles.map((t) => draft(t, 15)),
  source: 'local',
});

describe.each(databaseKinds)('tasks on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('two daily generations at once record one day and one set of tasks', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const userId = crypto.randomUUID();
        const record = (titles: ReadonlyArray<string>) =>
          recordDailyTasks(
            {
              userId,
              date: '2026-11-21',
              roadmapId: null,
              projectId: null,
              daily: daily(titles),
              openTaskTitles: [],
            },
            commandContext(userId, at),
          );
        const [one, two, three] = yield* Effect.all(
          [record(['A one', 'A two']), record(['B one', 'B two']), record(['C one'])],
          { concurrency: 'unbounded' },
        );
        expect([one, two, three].filter((r) => r.created).length).toBe(1);
        expect(one.generation).toEqual(two.generation);
        expect(two.generation).toEqual(three.generation);
        const day = yield* store.readStream(`daily-${userId}-2026-11-21`);
        expect(day.length).toBe(1);
        for (const id of one.generation.taskIds) {
          const events = yield* store.readStream(`task-${id}`);
          expect(events.map((e) => [e.type, e.data.dueDate, e.data.origin])).toEqual([
            ['TaskCreated', '2026-11-21', 'daily'],
          ]);
        }
        expect((yield* dailyGenerationOf(userId, '2026-11-21'))?.taskIds).toEqual(one.generation.taskIds);
        expect(yield* dailyGenerationOf(userId, '2026-11-22')).toBeNull();
      }),
    );

    it.effect('completes and reopens a task; another user cannot', () =>
      Effect.gen(function* () {
        const userId = crypto.randomUUID();
        const { generation } = yield* recordDailyTasks(
          {
            userId,
            date: '2026-11-21',
            roadmapId: null,
            projectId: null,
            daily: daily(['Solo task']),
            openTaskTitles: [],
          },
          commandContext(userId, at),
        );
        const id = generation.taskIds[0]!;
        expect(
          (yield* completeTask(userId, id, commandContext(userId, at))).events.map((e) => e.type),
        ).toEqual(['TaskCompleted']);
        expect((yield* completeTask(userId, id, commandContext(userId, at))).events).toEqual([]);
        const stranger = yield* completeTask(crypto.randomUUID(), id, commandContext(null, at)).pipe(
          Effect.flip,
        );
        expect(stranger).toMatchObject({ code: 'not_found', message: TASK_NOT_FOUND });
        expect((yield* reopenTask(userId, id, commandContext(userId, at))).events.map((e) => e.type)).toEqual(
          ['TaskReopened'],
        );
      }),
    );
  });
});
