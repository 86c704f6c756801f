// Signed-in creators with history for the `scale` load profile: sessions for the seeded creators with the
// most events on a big store (`npm run seed`, or a copy of the bench's database). The seed sets no password
// anyone knows, so each session is stored as the server stores one (the hash of a fresh token) and the
// tokens go to k6; the rows are removed when the run ends.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export interface SeededSessions {
  readonly tokens: ReadonlyArray<string>;
  /** Events of the creators signed in: the most, and the least of them. */
  readonly events: { readonly most: number; readonly least: number };
  readonly remove: () => Promise<void>;
}

export async function seededSessions(databaseUrl: string, count: number): Promise<SeededSessions> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; events: number }>(
      `with per_user as (
         select metadata->>'userId' as user_id, count(*)::int as events from mm_events
         where metadata->>'userId' is not null group by 1)
       select p.user_id, p.events from per_user p join rm.users u on u.id::text = p.user_id
       order by p.events desc limit $1`,
      [count],
    );
    if (rows.length === 0)
      throw new Error('the database holds no seeded creators: seed it first (npm run seed)');
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    const hashes = tokens.map((token) => createHash('sha256').update(token).digest('base64url'));
    await client.query(
      `insert into mm_sessions (token_hash, user_id, expires_at)
       select hash, user_id::uuid, now() + interval '1 day' from unnest($1::text[], $2::text[]) as s(hash, user_id)`,
      [hashes, rows.map((row) => row.user_id)],
    );
    return {
      tokens,
      events: { most: rows[0]!.events, least: rows[rows.length - 1]!.events },
      remove: async () => {
        const cleanup = new pg.Client({ connectionString: databaseUrl });
        await cleanup.connect();
        await cleanup.query('delete from mm_sessions where token_hash = any($1::text[])', [hashes]);
        await cleanup.end();
      },
    };
  } finally {
    await client.end();
  }
}
