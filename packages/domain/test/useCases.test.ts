// The use cases on the in-memory event store: the unit of work's all-or-nothing and conflict rules as every
// store gives them, and the rules that used to drift between the server and demo mode.
import { describe, expect, it } from '@effect/vitest';
import { MAX_EVENT_BYTES } from '@market-muse/contracts/requests';
import { Effect, Either, Layer } from 'effect';
import { type EventLog, logEventStore } from '../src/eventLog.ts';
import {
  commandContext,
  EventStore,
  EventTooLarge,
  ExpectedVersion,
  unitOfWork,
  WrongExpectedVersion,
} from '../src/eventStore.ts';
import { recordGoalProgress, setGoal } from '../src/goals/goalCommands.ts';
import { initialGoalId } from '../src/profile/initialGoals.ts';
import { saveProfile } from '../src/profile/saveProfile.ts';
import { createProject } from '../src/projects/projectCommands.ts';
import { attachRoadmapToGoal, GOAL_HAS_ROADMAP } from '../src/roadmaps/attachGoal.ts';
import { alreadyDone, doneOutsideRoadmaps, generateRoadmap } from '../src/roadmaps/generate.ts';
import { addCommunityHabit, communityHabitTaskId } from '../src/tasks/communityHabit.ts';
import { InMemoryEventStore, inMemoryEventLog } from '../src/testing/inMemoryEventStore.ts';
import { plan } from '../src/testing/roadmapPlan.ts';

const at = new Date('2026-11-21T10:00:00Z');
const userId = '3f0c2a4e-1111-4222-8333-444455556666';
const context = commandContext(userId, at);

describe('use cases on the in-memory store', () => {
  it.effect('saving a profile sets each business goal once, under the id the server gives it', () =>
    Effect.gen(function* () {
      const store = yield* EventStore;
      yield* saveProfile(userId, { businessGoals: ['increase_sales', 'grow_following'] }, context);
      yield* saveProfile(userId, { businessGoals: ['increase_sales'], creativeTypes: ['music'] }, context);
      const goal = yield* store.readStream(`goal-${initialGoalId(userId, 'increase_sales')}`);
      expect(goal.map((e) => e.type)).toEqual(['GoalSet']);
      expect(initialGoalId(userId, 'increase_sales')).toBe('ee2cfd33-4e3e-88c8-8c22-03b7ceec1e19');
      expect((yield* store.readStream(`profile-${userId}`)).length).toBe(2);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect("a unit's broken rule writes nothing, not even its earlier appends", () =>
    Effect.gen(function* () {
      const store = yield* EventStore;
      const { projectId } = yield* createProject(
        userId,
        { name: 'Harbour Prints', projectType: 'art_collection', projectStage: 'idea' },
        context,
      );
      const refused = yield* unitOfWork(
        Effect.gen(function* () {
          yield* saveProfile(userId, { creativeTypes: ['photography'] }, context);
          return yield* setGoal(
            userId,
            {
              title: 'Sell prints',
              description: null,
              deadline: null,
              targetValue: null,
              unit: null,
              currentValue: 0,
              projectId: 'not-mine',
            },
            context,
          );
        }),
      ).pipe(Effect.flip);
      expect(refused).toMatchObject({ _tag: 'DomainError', code: 'not_found', message: 'Project not found' });
      expect(yield* store.readStream(`profile-${userId}`)).toEqual([]);
      expect((yield* store.readStream(`projects-${userId}`)).map((e) => e.type)).toEqual([
        'ProjectAdded',
        'ActiveProjectChanged',
      ]);
      expect(projectId).toMatch(/^[0-9a-f-]{36}$/);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect('the weekly habit is one task a week, due on its Sunday', () =>
    Effect.gen(function* () {
      const store = yield* EventStore;
      const habit = {
        title: 'Reply to comments',
        description: 'Answer.',
        category: 'engagement' as const,
        estimatedTime: 15,
      };
      const first = yield* addCommunityHabit({ userId, day: '2026-11-18', habit }, context);
      const again = yield* addCommunityHabit({ userId, day: '2026-11-22', habit }, context);
      expect(first).toEqual({ taskId: communityHabitTaskId(userId, '2026-11-16'), created: true });
      expect(again).toEqual({ taskId: first.taskId, created: false });
      const task = yield* store.readStream(`task-${first.taskId}`);
      expect(task.map((e) => (e.data as { dueDate: string }).dueDate)).toEqual(['2026-11-22']);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect('an event over MAX_EVENT_BYTES fails its unit with EventTooLarge, writing nothing of it', () =>
    Effect.gen(function* () {
      const store = yield* EventStore;
      const stream = { id: 'note-1', type: 'note' };
      // Multi-byte text counts in bytes: 'é' is two in UTF-8.
      const big = { type: 'NoteWritten', data: { text: 'é'.repeat(MAX_EVENT_BYTES / 2) } };
      const refused = yield* unitOfWork(
        Effect.gen(function* () {
          yield* store.append(
            { stream, events: [{ type: 'NoteWritten', data: {} }], expected: ExpectedVersion.noStream },
            context,
          );
          yield* store.append({ stream, events: [big], expected: ExpectedVersion.exact(1) }, context);
        }),
      ).pipe(Effect.flip);
      expect(refused).toBeInstanceOf(EventTooLarge);
      expect(refused).toMatchObject({ streamId: 'note-1', type: 'NoteWritten' });
      expect(yield* store.readStream(stream.id)).toEqual([]);
      // Just under the limit is stored.
      const fits = { type: 'NoteWritten', data: { text: 'x'.repeat(MAX_EVENT_BYTES - 1000) } };
      yield* store.append({ stream, events: [fits], expected: ExpectedVersion.noStream }, context);
      expect((yield* store.readStream(stream.id)).length).toBe(1);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect('a planned task the project already completed is recorded completed, not asked for again', () =>
    Effect.gen(function* () {
      const store = yield* EventStore;
      const { taskIds } = yield* generateRoadmap(
        {
          userId,
          goalId: null,
          projectId: 'p1',
          plan,
          startDate: '2026-11-21',
          completedTaskTitles: ['  rewrite   YOUR bio ', 'Something else'],
        },
        context,
      );
      const histories = yield* Effect.forEach(taskIds, (id) => store.readStream(`task-${id}`));
      expect(histories.map((events) => events.map((e) => e.type))).toEqual([
        ['TaskCreated', 'TaskCompleted'],
        ['TaskCreated'],
        ['TaskCreated'],
        ['TaskCreated'],
      ]);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect(
    "a roadmap attached to a goal later is the goal's: a new goal-less plan keeps it, the goal's own next plan replaces it",
    () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const roadmapOf = (goalId: string | null) =>
          generateRoadmap({ userId, goalId, projectId: 'p1', plan, startDate: '2026-11-21' }, context);
        const types = (roadmapId: string) =>
          Effect.map(store.readStream(`roadmap-${roadmapId}`), (events) => events.map((e) => e.type));
        const first = yield* roadmapOf(null);
        yield* attachRoadmapToGoal(userId, first.roadmapId, { id: 'g1', projectId: 'p1' }, context);
        expect(yield* types(first.roadmapId)).toEqual(['RoadmapGenerated', 'RoadmapAttachedToGoal']);

        // The project's next goal-less plan is its own; the goal keeps the attached one.
        const second = yield* roadmapOf(null);
        expect(second.supersededRoadmapId).toBeNull();
        expect(yield* types(first.roadmapId)).toEqual(['RoadmapGenerated', 'RoadmapAttachedToGoal']);

        // Another roadmap cannot be attached to a goal that has an active one, and nothing is recorded.
        const refused = yield* Effect.flip(
          attachRoadmapToGoal(userId, second.roadmapId, { id: 'g1', projectId: 'p1' }, context),
        );
        expect(refused).toMatchObject({ code: 'conflict', message: GOAL_HAS_ROADMAP, field: 'goalId' });
        expect(yield* types(second.roadmapId)).toEqual(['RoadmapGenerated']);

        // A plan generated for the goal replaces the attached roadmap and discards its open tasks.
        const third = yield* roadmapOf('g1');
        expect(third.supersededRoadmapId).toBe(first.roadmapId);
        expect(yield* types(first.roadmapId)).toEqual([
          'RoadmapGenerated',
          'RoadmapAttachedToGoal',
          'RoadmapSuperseded',
        ]);
        const discarded = yield* store.readStream(`task-${first.taskIds[0]}`);
        expect(discarded.map((e) => e.type)).toEqual(['TaskCreated', 'TaskDiscarded']);
      }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it('each completed title covers one planned task of that title', () => {
    const planned = [
      { taskId: 'a', title: 'Post a reel' },
      { taskId: 'b', title: 'post a REEL' },
      { taskId: 'c', title: 'Email fans' },
    ];
    expect(alreadyDone(planned, ['Post  a reel'])).toEqual(['a']);
    expect(alreadyDone(planned, ['post a reel', 'POST A REEL', 'Email fans'])).toEqual(['a', 'b', 'c']);
    expect(alreadyDone(planned, [])).toEqual([]);
  });

  it("counts as done only work no roadmap holds: a replaced roadmap's done tasks stay its own", () => {
    expect(
      doneOutsideRoadmaps([
        { title: 'Starter done', completed: true, roadmapId: null },
        { title: 'Starter open', completed: false, roadmapId: null },
        { title: 'Old plan done', completed: true, roadmapId: 'r1' },
      ]),
    ).toEqual(['Starter done']);
  });

  it.live('a race lost on every try surfaces as a typed conflict, not a defect', () => {
    // Once the goal exists, another writer appends to its stream between every read and every commit.
    const memory = inMemoryEventLog();
    let racing = false;
    let attempts = 0;
    const log: EventLog = {
      read: memory.read,
      commit: (appends) =>
        Effect.gen(function* () {
          if (racing) {
            attempts += 1;
            yield* memory.commit(appends.map((append) => ({ ...append, expected: ExpectedVersion.any })));
          }
          return yield* memory.commit(appends);
        }),
    };
    return Effect.gen(function* () {
      const { goalId } = yield* setGoal(
        userId,
        {
          title: 'Sell prints',
          description: null,
          deadline: null,
          targetValue: 20,
          unit: 'sales',
          currentValue: 0,
          projectId: null,
        },
        context,
      );
      racing = true;
      const outcome = yield* recordGoalProgress(userId, goalId, { increment: 1 }, context).pipe(
        Effect.either,
      );
      expect(Either.isLeft(outcome) && outcome.left).toBeInstanceOf(WrongExpectedVersion);
      // The first try and seven more, each on fresh state.
      expect(attempts).toBe(8);
    }).pipe(Effect.provide(Layer.succeed(EventStore, logEventStore(log))));
  });
});
