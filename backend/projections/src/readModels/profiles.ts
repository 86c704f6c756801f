import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/**
 * One row per user with the whole profile (both onboarding variants) as JSON, and the columns other read
 * paths filter on. Inline: the access gate reads it right after onboarding saves it.
 */
export const profilesProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'profiles',
    version: 1,
    mode: 'inline',
    events: contractEvents('ProfileSaved'),
    tables: [
      {
        name: 'profiles',
        ddl: (t) => `create table ${t} (
        user_id uuid primary key,
        creative_type text,
        onboarding_completed boolean not null,
        current_project_name text,
        profile jsonb not null,
        created_at timestamptz not null,
        updated_at timestamptz not null
      )`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const table = target.table('profiles');
        for (const event of events) {
          const data = event.data;
          const p = data.profile;
          yield* sql`insert into ${table} (user_id, creative_type, onboarding_completed, current_project_name, profile,
            created_at, updated_at)
          values (${data.userId}::uuid, ${p.creativeTypes[0] ?? null}, ${p.onboardingCompleted},
            ${p.currentProjectName}, ${JSON.stringify(p)}::jsonb, ${data.createdAt}::timestamptz,
            ${data.savedAt}::timestamptz)
          on conflict (user_id) do update set creative_type = excluded.creative_type,
            onboarding_completed = excluded.onboarding_completed,
            current_project_name = excluded.current_project_name, profile = excluded.profile,
            created_at = excluded.created_at, updated_at = excluded.updated_at`;
        }
      }),
  }),
  deleteUserRows(['profiles', 'user_id']),
);
