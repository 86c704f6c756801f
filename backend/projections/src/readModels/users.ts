import { SqlClient, type SqlError } from '@effect/sql';
import { ERASED_TEXT } from '@market-muse/contracts';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/** Users as sign-in and the session check read them. Inline: a new account can sign in at once. */
export const usersProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'users',
    version: 2,
    mode: 'inline',
    events: contractEvents(
      'UserRegistered',
      'PasswordChanged',
      'EmailVerified',
      'EmailChanged',
      'NameChanged',
    ),
    tables: [
      {
        name: 'users',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        email text not null unique,
        first_name text,
        last_name text,
        password_hash text not null,
        created_at timestamptz not null,
        email_verified_at timestamptz
      )`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const users = target.table('users');
        // Registrations in a row go in as one statement (a rebuild's page holds thousands); any other event
        // writes the registrations before it first, so every change still lands in event order.
        let registered: Array<Extract<(typeof events)[number], { type: 'UserRegistered' }>['data']> = [];
        const register = Effect.suspend((): Effect.Effect<unknown, SqlError.SqlError> => {
          if (registered.length === 0) return Effect.void;
          const rows = registered;
          registered = [];
          return sql`insert into ${users} (id, email, first_name, last_name, password_hash, created_at)
            select * from unnest(${rows.map((r) => r.userId)}::uuid[], ${rows.map((r) => r.email)}::text[],
              ${rows.map((r) => r.firstName)}::text[], ${rows.map((r) => r.lastName)}::text[],
              ${rows.map((r) => r.passwordHash)}::text[], ${rows.map((r) => r.registeredAt)}::timestamptz[])
            on conflict (id) do nothing`;
        });
        for (const event of events) {
          if (event.type === 'UserRegistered') {
            // A deleted account's registration, erased: a replay meets it before the deletion removes the
            // row, and two erased addresses must not collide on the unique e-mail.
            if (event.data.email !== ERASED_TEXT) registered.push(event.data);
            continue;
          }
          yield* register;
          switch (event.type) {
            case 'PasswordChanged':
              yield* sql`update ${users} set password_hash = ${event.data.passwordHash} where id = ${event.data.userId}::uuid`;
              break;
            case 'EmailChanged':
              // Erased with its account (whose row the deletion removes): the same collision as above.
              if (event.data.email === ERASED_TEXT) break;
              yield* sql`update ${users} set email = ${event.data.email}, email_verified_at = ${event.data.changedAt}::timestamptz
                where id = ${event.data.userId}::uuid`;
              break;
            case 'NameChanged':
              yield* sql`update ${users} set first_name = ${event.data.firstName}, last_name = ${event.data.lastName}
                where id = ${event.data.userId}::uuid`;
              break;
            case 'EmailVerified':
              yield* sql`update ${users} set email_verified_at = ${event.data.verifiedAt}::timestamptz
                where id = ${event.data.userId}::uuid and email = ${event.data.email}`;
              break;
          }
        }
        yield* register;
      }),
  }),
  deleteUserRows(['users', 'id']),
);
