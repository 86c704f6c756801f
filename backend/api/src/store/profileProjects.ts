import { SqlClient } from '@effect/sql';
import { attachSavedProfileProject, commandContext } from '@market-muse/domain';
import { Effect } from 'effect';
import { runOnce } from './oneOffMigrations.ts';

/**
 * Runs the domain's migration (attachSavedProfileProject) for every user whose profile's current project
 * and active project disagree: histories recorded before the two were one. Once it has run on a database it
 * is recorded and not run again (the use cases keep the two agreeing from then on). It stays idempotent:
 * several servers starting at once serialise on the portfolio streams, and the project it may create has a
 * name-based id, so none is created twice.
 */
export const attachOldProfileProjects = runOnce(
  'attach-old-profile-projects',
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const users = yield* sql<{ readonly user_id: string }>`
    select p.user_id::text from rm.profiles p
    left join rm.projects a on a.user_id = p.user_id and a.is_active
    where (a.id is null and nullif(trim(p.current_project_name), '') is not null)
      or (a.id is not null and lower(trim(coalesce(p.current_project_name, ''))) <> lower(a.name))`;
    for (const { user_id } of users) {
      yield* attachSavedProfileProject(user_id, commandContext(user_id)).pipe(
        Effect.catchAll((error) =>
          Effect.logWarning(`Could not attach the profile's project of user ${user_id}: ${String(error)}`),
        ),
      );
    }
    if (users.length > 0) yield* Effect.logInfo(`Attached ${users.length} profiles to their projects`);
  }),
);
