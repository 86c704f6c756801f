import { Effect } from 'effect';
import { type Row, upsertRows } from '../batchedRows.ts';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

const PROFILE_COLUMNS = [
  'user_id',
  'creative_type',
  'onboarding_completed',
  'current_project_name',
  'profile',
  'created_at',
  'updated_at',
];

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
        // A save replaces the whole row, so each user's last save in the batch is the row: one upsert.
        const rows = new Map<string, Row>();
        for (const event of events) {
          const data = event.data;
          const p = data.profile;
          rows.set(data.userId, {
            user_id: data.userId,
            creative_type: p.creativeTypes[0] ?? null,
            onboarding_completed: p.onboardingCompleted,
            current_project_name: p.currentProjectName,
            profile: p,
            created_at: data.createdAt,
            updated_at: data.savedAt,
          });
        }
        yield* upsertRows(target.table('profiles'), ['user_id'], PROFILE_COLUMNS, [...rows.values()]);
      }),
  }),
  deleteUserRows(['profiles', 'user_id']),
);
