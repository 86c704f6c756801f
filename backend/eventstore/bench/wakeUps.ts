// What waking the readers of other processes costs writers: `npm run bench:wake-ups -w @market-muse/eventstore`
// (needs DATABASE_URL). Many connections insert one row per transaction, as many API processes committing
// appends would: with no announcement at all, with our announcement after each commit (CommitChannel, on a
// connection of its own), and with a NOTIFY from a statement trigger on the table (the alternative we did
// not take). Prints transactions per second and the ratio to no announcement; asserts nothing.
import { Effect, type Layer, ManagedRuntime } from 'effect';
import pg from 'pg';
import { CommitChannel, CommitChannelPostgres } from '../src/commitChannel.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:wake-ups needs DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}
const CLIENTS = Number(process.env.CLIENTS ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 6);

const admin = async (connectionString: string, text: string) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const name = `mm_bench_wake_${crypto.randomUUID().replaceAll('-', '').slice(0, 12)}`;
await admin(url, `create database ${name}`);
const target = new URL(url);
target.pathname = `/${name}`;
await admin(
  target.toString(),
  `create table plain_rows (id bigint generated always as identity, type text not null, data jsonb not null);
   create table notifying_rows (like plain_rows including all);
   create function notify_rows() returns trigger language plpgsql as $$
   begin
     perform pg_notify('mm_bench', (select string_agg(distinct type, ',') from inserted));
     return null;
   end $$;
   create trigger notifying_rows_notify after insert on notifying_rows
     referencing new table as inserted for each statement execute function notify_rows();`,
);
const channel = ManagedRuntime.make(
  CommitChannelPostgres({ connectionString: target.toString() }) as Layer.Layer<CommitChannel>,
);
const announce = (types: ReadonlyArray<string>) =>
  channel.runPromise(Effect.flatMap(CommitChannel, (c) => c.announce(types)));

/** Transactions per second of CLIENTS connections inserting one row each, for SECONDS. */
const run = async (table: string, after: () => Promise<void>) => {
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      return client;
    }),
  );
  let count = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        await client.query({
          name: `insert_${table}`,
          text: `insert into ${table} (type, data) values ($1, $2)`,
          values: ['BenchHappened', '{"i": 1}'],
        });
        await after();
        count += 1;
      }
    }),
  );
  await Promise.all(clients.map((client) => client.end()));
  return count / SECONDS;
};

console.log(`\nWaking other processes: ${CLIENTS} connections, one row per transaction, ${SECONDS} s each`);
const line = (label: string, rate: number, base: number) =>
  console.log(
    `  ${label.padEnd(52)} ${Math.round(rate).toLocaleString('en').padStart(7)} transactions/s  ${(rate / base).toFixed(2)}×`,
  );
const none = await run('plain_rows', async () => {});
const ours = await run('plain_rows', () => announce(['BenchHappened']));
const trigger = await run('notifying_rows', async () => {});
line('no announcement', none, none);
line('announced after the commit (CommitChannel, ours)', ours, none);
line('NOTIFY from a statement trigger, in the transaction', trigger, none);

await channel.dispose();
await admin(url, `drop database if exists ${name} with (force)`);
