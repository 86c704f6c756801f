import { HttpApiBuilder } from '@effect/platform';
import { CurrentUser, MarketMuseApi, NotFound } from '@market-muse/contracts/api';
import { activateProject, createProject, PROJECT_NOT_FOUND } from '@market-muse/domain';
import { Effect } from 'effect';
import { getActiveProject, getProject, listProjects } from '../store/projects.ts';
import { commandErrors, contextFor, invalidOnly, orDieReading } from './handlerSupport.ts';

const notFound = () => Effect.fail(new NotFound({ message: PROJECT_NOT_FOUND }));

export const ProjectsHandlers = HttpApiBuilder.group(MarketMuseApi, 'projects', (handlers) =>
  Effect.gen(function* () {
    return handlers
      .handle('list', () => Effect.flatMap(CurrentUser, (user) => orDieReading(listProjects(user.id))))
      .handle('create', ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          const { projectId } = yield* invalidOnly(createProject(user.id, payload, contextFor(user.id)));
          const project = yield* orDieReading(getProject(user.id, projectId));
          if (!project) return yield* Effect.dieMessage('created project missing from the read model');
          return project;
        }),
      )
      .handle('get', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          return (yield* orDieReading(getProject(user.id, path.id))) ?? (yield* notFound());
        }),
      )
      .handle('activate', ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser;
          yield* commandErrors(activateProject(user.id, path.id, contextFor(user.id)));
          return (yield* orDieReading(getProject(user.id, path.id))) ?? (yield* notFound());
        }),
      )
      .handle('active', () => Effect.flatMap(CurrentUser, (user) => orDieReading(getActiveProject(user.id))));
  }),
);
