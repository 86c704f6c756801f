import { HttpApiBuilder } from '@effect/platform';
import { type DailyTasksGenerated, Task } from '@market-muse/contracts';
import { CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import {
  addTask,
  completeTask,
  generateDayTasks,
  PROJECT_NOT_FOUND,
  reopenTask,
  TASK_NOT_FOUND,
} from '@market-muse/domain';
import { Effect, Schema } from 'effect';
import { projectScopeOf, scoped } from '../store/projectScope.ts';
import { getActiveProject, getProject } from '../store/projects.ts';
import { getTask, listTasks, tasksByIds } from '../store/tasks.ts';
import { answeredAsIs } from './answeredAsIs.ts';
import {
  contextFor,
  invalidOnly,
  notFoundOnly,
  orDieReading,
  useCaseConflictsOnly,
} from './handlerSupport.ts';

/** Read-your-writes: the inline tasks model already holds the command's effect when it returns. */
const taskAfter = (userId: string, taskId: string) =>
  Effect.flatMap(orDieReading(getTask(userId, taskId)), (task) =>
    task ? Effect.succeed(task) : Effect.fail(new NotFound({ message: TASK_NOT_FOUND })),
  );

/** A creator's list can hold months of tasks: answered as its own JSON when the contract accepts it. */
const taskList = answeredAsIs(Schema.Array(Task));

const dailyAnswer = (userId: string, generation: DailyTasksGenerated, created: boolean) =>
  Effect.map(orDieReading(tasksByIds(userId, generation.taskIds)), (tasks) => ({
    date: generation.date,
    phase: generation.phase,
    minutesAvailable: generation.minutesAvailable,
    created,
    source: generation.source,
    tasks,
  }));

export const TasksHandlers = HttpApiBuilder.group(MarketMuseApi, 'tasks', (handlers) =>
  Effect.succeed(
    handlers
      .handle('list', ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const projectId = urlParams.projectId?.trim() || null;
          if (projectId !== null && !(yield* orDieReading(getProject(user.id, projectId))))
            return yield* Effect.fail(new NotFound({ message: PROJECT_NOT_FOUND }));
          // One project's: its own and, for the first project, those recorded before they carried one.
          if (projectId === null) return taskList(yield* orDieReading(listTasks(user.id)));
          const scope = yield* orDieReading(projectScopeOf(user.id, projectId));
          return taskList(scoped(scope, yield* orDieReading(listTasks(user.id))));
        }),
      )
      .handle('create', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const project = yield* orDieReading(getActiveProject(user.id));
          const { taskId } = yield* invalidOnly(
            addTask({ ...payload, userId: user.id, projectId: project?.id ?? null }, contextFor(user.id)),
          );
          return yield* taskAfter(user.id, taskId).pipe(Effect.orDie);
        }),
      )
      .handle('generateDaily', () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          // Drafts come from the advisor, already checked against the contract: a refusal is our fault; a
          // conflict with a concurrent request is not.
          const { generation, created } = yield* useCaseConflictsOnly(
            generateDayTasks(user.id, () => contextFor(user.id)),
          );
          return yield* dailyAnswer(user.id, generation, created);
        }),
      )
      .handle('complete', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* notFoundOnly(completeTask(user.id, path.id, contextFor(user.id)));
          return yield* taskAfter(user.id, path.id);
        }),
      )
      .handle('reopen', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* notFoundOnly(reopenTask(user.id, path.id, contextFor(user.id)));
          return yield* taskAfter(user.id, path.id);
        }),
      ),
  ),
);
