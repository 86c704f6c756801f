import { SqlClient } from '@effect/sql';
import type { Profile, ProfileFields } from '@market-muse/contracts';
import { Effect } from 'effect';

interface ProfileRow {
  readonly user_id: string;
  readonly profile: ProfileFields;
  readonly created_at: Date;
  readonly updated_at: Date;
}

/** The user's profile from the profiles read model (kept inline with profile-<userId>), or null. */
export const getProfile = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<ProfileRow>`
      select user_id::text, profile, created_at, updated_at from rm.profiles where user_id = ${userId}::uuid`;
    const row = rows[0];
    if (!row) return null;
    const profile: Profile = {
      userId: row.user_id,
      ...row.profile,
      creativeType: row.profile.creativeTypes[0] ?? null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    };
    return profile;
  });
