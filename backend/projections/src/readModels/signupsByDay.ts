import { SqlClient } from '@effect/sql';
import { Effect } from 'effect';
import { contractFields, defineProjection } from '../projection.ts';

/** Sign-ups per UTC day, for analysts. Fed by every user stream, so it is asynchronous. */
export const signupsByDayProjection = defineProjection({
  name: 'signups-by-day',
  version: 1,
  mode: 'async',
  events: contractFields({ UserRegistered: ['registeredAt'] }),
  tables: [
    {
      name: 'signups_by_day',
      ddl: (t) => `create table ${t} (day date primary key, signups integer not null)`,
    },
  ],
  apply: (events, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const perDay = new Map<string, number>();
      for (const event of events) {
        const day = event.data.registeredAt.slice(0, 10);
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      // In day order: batches of different partitions upsert side by side, and row locks taken in one
      // order cannot deadlock.
      for (const [day, count] of [...perDay].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        yield* sql`insert into ${target.table('signups_by_day')} (day, signups) values (${day}::date, ${count})
          on conflict (day) do update set signups = ${target.table('signups_by_day')}.signups + excluded.signups`;
      }
    }),
});
