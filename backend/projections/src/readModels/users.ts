import { SqlClient } from '@effect/sql';
import { ERASED_TEXT } from '@market-muse/contracts';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/** Users as sign-in and the session check read them. Inline: a new account can sign in at once. */
export const usersProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'users',
    version: 1,
    mode: 'inline',
    events: contractEvents('UserRegistered'),
    tables: [
      {
        name: 'users',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        email text not null unique,
        first_name text,
        last_name text,
        password_hash text not null,
        created_at timestamptz not null
      )`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        for (const event of events) {
          const data = event.data;
          // A deleted account's registration, erased: a replay meets it before the deletion removes the row,
          // and two erased addresses must not collide on the unique e-mail.
          if (data.email === ERASED_TEXT) continue;
          yield* sql`insert into ${target.table('users')} (id, email, first_name, last_name, password_hash, created_at)
          values (${data.userId}::uuid, ${data.email}, ${data.firstName}, ${data.lastName}, ${data.passwordHash},
            ${data.registeredAt}::timestamptz)
          on conflict (id) do nothing`;
        }
      }),
  }),
  deleteUserRows(['users', 'id']),
);
