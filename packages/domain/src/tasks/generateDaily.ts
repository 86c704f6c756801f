import type { DailyTasks, DailyTasksGenerated } from '@market-muse/contracts';
import { Effect } from 'effect';
import { appendEvents, decideSafely, handleMany, readState } from '../commandHandling.ts';
import { type CommandContext, ExpectedVersion, unitOfWork } from '../eventStore.ts';
import { newId } from '../ids.ts';
import { dailyDecider, dailyStream } from './daily.ts';
import { taskDecider, taskStream } from './task.ts';

/** The project's recorded generation of the day, if any (read before asking the advisor for anything). */
export const dailyGenerationOf = (userId: string, date: string, projectId: string | null = null) =>
  readState(dailyDecider, dailyStream(userId, date, projectId).id).pipe(
    Effect.map(({ state }) => state.generated),
  );

export interface DailyRecording {
  readonly userId: string;
  readonly date: string;
  readonly roadmapId: string | null;
  readonly projectId: string | null;
  readonly daily: DailyTasks;
  readonly openTaskTitles: ReadonlyArray<string>;
}

/**
 * Records the day's generation and creates its tasks, in one transaction. The day's stream is appended
 * with 'no stream' expected: of two generations at once, one wins; the other's retry finds the day
 * generated and answers with the winner's generation instead of adding its own.
 */
export const recordDailyTasks = (input: DailyRecording, context: CommandContext) => {
  const drafts = input.daily.tasks.map((draft) => ({ taskId: newId(), draft }));
  const stream = dailyStream(input.userId, input.date, input.projectId);
  return unitOfWork(
    Effect.gen(function* () {
      const { state } = yield* readState(dailyDecider, stream.id);
      if (state.generated !== null) return { created: false, generation: state.generated };
      const events = yield* decideSafely(
        dailyDecider,
        {
          type: 'GenerateDailyTasks',
          userId: input.userId,
          date: input.date,
          roadmapId: input.roadmapId,
          phase: input.daily.phase,
          minutesAvailable: input.daily.minutesAvailable,
          source: input.daily.source,
          drafts,
          openTaskTitles: input.openTaskTitles,
          at: context.now,
        },
        state,
      );
      yield* appendEvents(stream, events, ExpectedVersion.noStream, context);
      const generation = events.find((e) => e.type === 'DailyTasksGenerated')!.data as DailyTasksGenerated;
      const { taskIds } = generation;
      yield* handleMany(
        taskDecider,
        drafts
          .filter((d) => taskIds.includes(d.taskId))
          .map(({ taskId, draft }) => ({
            stream: taskStream(taskId),
            command: {
              type: 'CreateTask' as const,
              task: {
                taskId,
                userId: input.userId,
                roadmapId: input.roadmapId,
                projectId: input.projectId,
                title: draft.title,
                description: draft.description,
                priority: draft.priority,
                category: draft.category,
                estimatedTime: draft.estimatedTime,
                dueDate: input.date,
                phaseIndex: null,
                stepIndex: null,
                origin: 'daily' as const,
              },
              at: context.now,
            },
          })),
        context,
        { fresh: true },
      );
      return { created: true, generation };
    }),
  );
};
