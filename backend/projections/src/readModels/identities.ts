import { SqlClient } from '@effect/sql';
import { ERASED_TEXT } from '@market-muse/contracts';
import { Effect } from 'effect';
import { contractEvents, defineProjection, deleteUserRows, forgetsDeletedAccounts } from '../projection.ts';

/**
 * The OpenID Connect identities linked to accounts, as provider sign-in and the account page read them.
 * Inline, and one person at a provider is one row: two first sign-ins at once cannot both link or create.
 */
export const identitiesProjection = forgetsDeletedAccounts(
  defineProjection({
    name: 'identities',
    version: 1,
    mode: 'inline',
    events: contractEvents('IdentityLinked', 'IdentityUnlinked'),
    tables: [
      {
        name: 'user_identities',
        ddl: (t) => `create table ${t} (
        id uuid primary key,
        user_id uuid not null,
        issuer text not null,
        subject text not null,
        email text not null,
        linked_at timestamptz not null,
        unique (issuer, subject)
      );
      create index user_identities_by_user on ${t} (user_id, linked_at)`,
      },
    ],
    apply: (events, target) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient;
        const identities = target.table('user_identities');
        for (const event of events) {
          switch (event.type) {
            case 'IdentityLinked': {
              const data = event.data;
              // A deleted account's link, erased: a replay meets it before the deletion removes the row, and
              // two erased subjects must not collide.
              if (data.subject === ERASED_TEXT) break;
              yield* sql`insert into ${identities} (id, user_id, issuer, subject, email, linked_at)
                values (${data.identityId}::uuid, ${data.userId}::uuid, ${data.issuer}, ${data.subject}, ${data.email},
                  ${data.linkedAt}::timestamptz)`;
              break;
            }
            case 'IdentityUnlinked':
              yield* sql`delete from ${identities} where id = ${event.data.identityId}::uuid`;
              break;
          }
        }
      }),
  }),
  deleteUserRows(['user_identities', 'user_id']),
);
