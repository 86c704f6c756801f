import { SqlClient } from '@effect/sql';
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
        for (const event of events) {
          switch (event.type) {
            case 'UserRegistered': {
              const data = event.data;
              // A deleted account's registration, erased: a replay meets it before the deletion removes the
              // row, and two erased addresses must not collide on the unique e-mail.
              if (data.email === ERASED_TEXT) break;
              yield* sql`insert into ${users} (id, email, first_name, last_name, password_hash, created_at)
                values (${data.userId}::uuid, ${data.email}, ${data.firstName}, ${data.lastName}, ${data.passwordHash},
                  ${data.registeredAt}::timestamptz)
                on conflict (id) do nothing`;
              break;
            }
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
      }),
  }),
  deleteUserRows(['users', 'id']),
);
