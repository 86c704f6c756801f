import { describe, expect, layer } from '@effect/vitest';
import { commandContext, completeTask, generateRoadmap, roadmapAssignmentStream } from '@market-muse/domain';
import { plan } from '@market-muse/domain/testing';
import { EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { databaseKinds, storeLayer } from './layers.ts';

const at = new Date('2026-11-21T10:00:00Z');

describe.each(databaseKinds)('roadmap generation on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      'records the roadmap with its tasks, and a newer one supersedes it and discards its open tasks',
      () =>
        Effect.gen(function* () {
          const store = yield* EventStore;
          const userId = crypto.randomUUID();
          const input = { userId, goalId: 'g-1', projectId: 'p-1', plan, startDate: '2026-11-21' };
          const first = yield* generateRoadmap(input, commandContext(userId, at));
          expect(first.supersededRoadmapId).toBeNull();
          expect(first.taskIds.length).toBe(4);
          const roadmap = yield* store.readStream(`roadmap-${first.roadmapId}`);
          expect(roadmap.map((e) => e.type)).toEqual(['RoadmapGenerated']);
          const task = yield* store.readStream(`task-${first.taskIds[0]}`);
          expect(task[0]!.data).toMatchObject({
            roadmapId: first.roadmapId,
            dueDate: '2026-12-05',
            origin: 'roadmap',
          });

          // One task done before the plan is replaced: it stays, the others are discarded.
          yield* completeTask(userId, first.taskIds[0]!, commandContext(userId, at));
          const second = yield* generateRoadmap(input, commandContext(userId, at));
          expect(second.supersededRoadmapId).toBe(first.roadmapId);
          expect((yield* store.readStream(`roadmap-${first.roadmapId}`)).map((e) => e.type)).toEqual([
            'RoadmapGenerated',
            'RoadmapSuperseded',
          ]);
          const kept = yield* store.readStream(`task-${first.taskIds[0]}`);
          expect(kept.map((e) => e.type)).toEqual(['TaskCreated', 'TaskCompleted']);
          const dropped = yield* store.readStream(`task-${first.taskIds[1]}`);
          expect(dropped.map((e) => e.type)).toEqual(['TaskCreated', 'TaskDiscarded']);

          // A roadmap for another goal leaves this one alone.
          const other = yield* generateRoadmap({ ...input, goalId: 'g-2' }, commandContext(userId, at));
          expect(other.supersededRoadmapId).toBeNull();
        }),
    );

    it.effect('two generations for one goal at once leave exactly one active roadmap', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const userId = crypto.randomUUID();
        const input = { userId, goalId: 'g-race', projectId: null, plan, startDate: '2026-11-21' };
        const [one, two] = yield* Effect.all(
          [
            generateRoadmap(input, commandContext(userId, at)),
            generateRoadmap(input, commandContext(userId, at)),
          ],
          { concurrency: 'unbounded' },
        );
        const assignments = yield* store.readStream(roadmapAssignmentStream(userId, 'goal-g-race').id);
        expect(assignments.length).toBe(2);
        const [first, second] = assignments.map(
          (e) => e.data as { roadmapId: string; previousRoadmapId: string | null },
        );
        expect(first!.previousRoadmapId).toBeNull();
        expect(second!.previousRoadmapId).toBe(first!.roadmapId);
        expect([one.roadmapId, two.roadmapId].sort()).toEqual([first!.roadmapId, second!.roadmapId].sort());
        const older = yield* store.readStream(`roadmap-${first!.roadmapId}`);
        expect(older.map((e) => e.type)).toEqual(['RoadmapGenerated', 'RoadmapSuperseded']);
        const newer = yield* store.readStream(`roadmap-${second!.roadmapId}`);
        expect(newer.map((e) => e.type)).toEqual(['RoadmapGenerated']);
      }),
    );
  });
});
