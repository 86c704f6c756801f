import { SqlClient } from '@effect/sql';
import {
  Checkpoint,
  EventStore,
  openTypes,
  releaseLease,
  resetCheckpoint,
  type StoredEvent,
  startOpeningThread,
  tryAcquireLease,
} from '@market-muse/eventstore';
import { Effect, Fiber } from 'effect';
import { HeldRows } from './batchedRows.ts';
import { resetKafkaFeed } from './kafka/feeds.ts';
import { decodeAndApply, LIVE_SCHEMA, type Projection, quoted, targetFor } from './projection.ts';

export const stagingSchema = (projection: Projection) => `mm_rebuild_${projection.name.replaceAll('-', '_')}`;

/**
 * A transaction that writes a rebuild's staging tables, outside the swap's transaction. Its commit does not
 * wait for the server to flush the WAL (`synchronous_commit = off`; a tenth of a Kafka replay's time went
 * to those waits): if the server stops first, the rebuild fails with it and the next one drops the staging
 * schema and starts again, and the swap's own commit, which waits, flushes every earlier commit with it
 * (the WAL is flushed in order), so nothing swapped in can be missing after a crash. Never for the swap or
 * anything inside it: the setting would hold for the whole transaction.
 * Its statements are planned for each run (`force_custom_plan`): a staging table grows from nothing to
 * hundreds of thousands of rows in one rebuild, and a statement prepared on a pooled connection took the
 * server's generic plan after five runs, planned while the table was still small: a page's lookup of the
 * rows it changes then scanned the whole table, until an autovacuum's analyze happened to replan it (the
 * one pass took 35–42 s or 68–76 s on the same store, depending on when).
 */
export const stagingTransaction = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.withTransaction(
      Effect.zipRight(
        sql`select set_config('synchronous_commit', 'off', true), set_config('plan_cache_mode', 'force_custom_plan', true)`,
        effect,
      ),
    ),
  );

/**
 * A table's DDL as its statements. With `deferIndexes`, the plain (non-unique) indexes are left out: a
 * rebuild fills staging without them and builds each once at the end (`createDeferredIndexes`) instead of
 * updating it for every row written (a task is written when created and again when completed). Unique
 * indexes stay: a model's writes may count on them.
 */
const statementsOf = (ddl: string) =>
  ddl
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
const isPlainIndex = (statement: string) => /^create\s+index\b/i.test(statement);

export const createTables = (projection: Projection, schema: string, { deferIndexes = false } = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql.unsafe(`create schema if not exists "${schema}"`);
    for (const table of projection.tables) {
      const exists = yield* sql<{
        found: boolean;
      }>`select to_regclass(${quoted(schema, table.name)}) is not null as found`;
      if (exists[0]?.found) continue;
      for (const statement of statementsOf(table.ddl(quoted(schema, table.name))))
        if (!deferIndexes || !isPlainIndex(statement)) yield* sql.unsafe(statement);
    }
  });

/** Builds the plain indexes `createTables` left out. */
const createDeferredIndexes = (projection: Projection, schema: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    for (const table of projection.tables)
      for (const statement of statementsOf(table.ddl(quoted(schema, table.name))))
        if (isPlainIndex(statement)) yield* sql.unsafe(statement);
  });

/**
 * Readies the staging tables for the readers they are about to be swapped in for: their plain indexes
 * built, then each vacuumed and analyzed. A table filled in staging has no statistics, no visibility map
 * and no hint bits on its rows. Swapped in so, the API planned its reads without statistics, and the first
 * read of each row looked its transaction up and wrote its page again, until autovacuum came by: within a
 * minute on the server, beside the requests, and never on a copy made from the database as a template.
 * On the million-event store the operator's count of active creators per day then read its whole table
 * (158,578 rows) instead of its index. Done before the live tables are locked, so readers of the old
 * tables do not wait for it.
 */
export const readyForReaders = (projection: Projection, schema: string) =>
  Effect.gen(function* () {
    yield* createDeferredIndexes(projection, schema);
    const sql = yield* SqlClient.SqlClient;
    // One statement for the model's tables; with none named, VACUUM would take the whole database.
    if (projection.tables.length > 0)
      yield* sql.unsafe(
        `vacuum (analyze) ${projection.tables.map((t) => quoted(schema, t.name)).join(', ')}`,
      );
  });

/**
 * Puts the staging tables in place of the live ones, inside the caller's transaction (which holds the live
 * tables locked): each live table is dropped and its staging table, indexes and all, moved into the live
 * schema. Nothing is copied, whatever the table's size (copying was most of a big model's swap). A reader
 * waiting on the lock finds the new table by its name once the transaction commits (PostgreSQL looks a name
 * up again after waiting on a relation that was dropped, and plans a prepared statement again when a table
 * it reads changed), and a new version whose table changed shape needs nothing more. Leaves the staging
 * schema empty.
 */
export const swapContents = (projection: Projection, staging: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    for (const table of projection.tables) {
      yield* sql.unsafe(`drop table ${quoted(LIVE_SCHEMA, table.name)}`);
      yield* sql.unsafe(`alter table ${quoted(staging, table.name)} set schema "${LIVE_SCHEMA}"`);
    }
  });

export interface RebuildReport {
  readonly projection: string;
  readonly events: number;
  readonly millis: number;
  /** From Kafka only: records the log no longer held when the replay read it (retention, deletions). */
  readonly missingRecords?: number;
  /**
   * From Kafka only: every record read. A replay reads the whole topic whatever share of it the model
   * handles, so a model of rare events (sign-ups) applies few events per second while reading many records.
   */
  readonly records?: number;
  /**
   * From the table only: where the time went, in ms. `read` (waiting for the next page, read and opened, as
   * far as that did not overlap the previous page's work) and `open` (opening personal fields, mostly beside
   * the previous page's apply) are shared by every model of the pass; `apply` is this model's decoding and
   * writing of its own events into staging, `swap` its deferred indexes, tail and swap.
   */
  readonly phases?: {
    readonly read: number;
    readonly open: number;
    readonly apply: number;
    readonly swap: number;
  };
}

/**
 * Events a rebuild reads at a time, in the store's safe order. Large pages amortise each round trip and
 * each transaction over thousands of events; the read models fold a page in memory and write it in a few
 * statements, so a page costs about the same whatever its size. On the million-event set 20,000 read
 * and wrote a third faster than 5,000 (each page holds some tens of MB at most).
 */
export const REBUILD_PAGE = 20_000;

/**
 * Rows of a table a per-row model holds across pages in a rebuild (`HeldRows`). On the million-event set a
 * page is about two days of use, and a task is mostly completed on the day it was made: 50,000 tasks are
 * about four pages, and about 40 MB.
 */
export const HELD_ROWS = 50_000;

/**
 * How a rebuild runs on each database: on PostgreSQL, models apply a page side by side and new rows go in
 * by COPY; the embedded database runs one statement at a time and its socket does not take COPY.
 */
export const rebuildOptionsFor = (kind: 'postgres' | 'embedded'): RebuildOptions =>
  kind === 'postgres' ? { concurrency: 4, copy: true } : { concurrency: 1, copy: false };

export interface RebuildOptions {
  /** Events read at a time (`REBUILD_PAGE`). */
  readonly page?: number;
  /** Rows of a table held across pages (`HELD_ROWS`). */
  readonly heldRows?: number;
  /**
   * Models that apply a page at once, each in a transaction of its own (default 1: one transaction for the
   * page). On PostgreSQL, while the database writes one model's rows the others decode and fold theirs; a
   * staging table is read by no one, so a page need not land in every model at the same instant. The
   * embedded database runs one statement at a time: there it only adds waiting.
   */
  readonly concurrency?: number;
  /**
   * Whether rows a staging table is known not to have go in by COPY (default false). Only PostgreSQL takes
   * it; a page of new tasks goes in about twice as fast as through an upsert.
   */
  readonly copy?: boolean;
}

/** Staging tables, empty, for each projection (its previous staging schema, left by a failure, dropped). */
export const prepareStaging = (projection: Projection, lz4: boolean) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const staging = stagingSchema(projection);
    yield* sql.unsafe(`drop schema if exists "${staging}" cascade`);
    yield* createTables(projection, staging, { deferIndexes: true });
    if (lz4) yield* compressWithLz4(projection, staging);
    yield* createTables(projection, LIVE_SCHEMA);
  });

/** Whether the server can compress values with lz4 (PostgreSQL 14 and later, when built with it). */
export const lz4Available = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const [row] = yield* sql<{ lz4: boolean }>`
    select coalesce('lz4' = any(enumvals), false) as lz4 from pg_settings where name = 'default_toast_compression'`;
  return row?.lz4 === true;
});

/**
 * Large values of the staging tables (a roadmap's phases, an advisor's answer: kilobytes of JSON each) are
 * compressed with lz4 rather than the server's default, pglz, which spent more time compressing them than
 * the rest of their insert. The setting belongs to the columns, so the live tables the swap puts in place
 * keep it for every later write.
 */
const compressWithLz4 = (projection: Projection, schema: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    for (const table of projection.tables) {
      const qualified = quoted(schema, table.name);
      const columns = yield* sql<{ name: string }>`
        select attname as name from pg_attribute
        where attrelid = ${qualified}::regclass and attnum > 0 and not attisdropped and attstorage <> 'p'`;
      if (columns.length > 0)
        yield* sql.unsafe(
          `alter table ${qualified} ${columns.map(({ name }) => `alter column "${name}" set compression lz4`).join(', ')}`,
        );
    }
  });

/**
 * A rebuild that swapped in holds every event of its model's types up to `through` that decodes: an event
 * its model cannot apply fails the rebuild instead of being parked. The parked rows of those events (parked
 * by an earlier version of the model, or by the live reader before a fix) then name events the model has,
 * and the dead letters and their metric would count them for good; they go. The events the rebuild parked
 * again for not decoding, and any after `through`, stay.
 */
const unparkApplied = (projection: Projection, through: Checkpoint, parkedAgain: ReadonlySet<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_parked_events p using mm_events e
      where p.projection = ${projection.name} and e.event_id = p.event_id
        and (e.transaction_id, e.global_position) <= (${through.transactionId.toString()}::xid8, ${through.globalPosition.toString()}::bigint)
        and not (p.event_id = any(${[...parkedAgain]}::uuid[]))`;
  });

/**
 * Holding the live tables locked, catches up the tail (inline models: their writers are locked out, so every
 * committed event is final) or hands the async runner the checkpoint, and swaps the contents in, in one
 * transaction, with the parked rows of the events the new contents hold cleared (`parked`: the events the
 * rebuild parked again). Returns the events of the tail.
 */
const swapIn = (projection: Projection, from: Checkpoint, parked: Set<string>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const staging = stagingSchema(projection);
    const stagingTarget = targetFor(sql, staging);
    let checkpoint = from;
    let count = 0;
    // Readied before the live tables are locked: readers wait only for the tail and the swap.
    yield* readyForReaders(projection, staging);
    yield* sql.withTransaction(
      Effect.gen(function* () {
        // A Kafka-fed model restarts its feed after the new checkpoint (feed row first: the lock order).
        if (projection.mode === 'async') yield* resetKafkaFeed(projection.name);
        const live = projection.tables.map((t) => quoted(LIVE_SCHEMA, t.name)).join(', ');
        yield* sql.unsafe(`lock table ${live} in access exclusive mode`);
        if (projection.mode === 'inline') {
          for (;;) {
            const tail = yield* store.readAll({
              after: checkpoint,
              limit: REBUILD_PAGE,
              types: projection.eventTypes,
              visibility: 'all-committed',
            });
            if (tail.length === 0) break;
            yield* decodeAndApply(projection, tail, stagingTarget, parked);
            checkpoint = Checkpoint.of(tail[tail.length - 1]!);
            count += tail.length;
          }
        } else {
          // The async runner resumes from here on the new contents; its in-flight batch fails its CAS.
          yield* resetCheckpoint(projection.name, checkpoint);
        }
        yield* swapContents(projection, staging);
        yield* unparkApplied(projection, checkpoint, parked);
        yield* sql`insert into mm_projection_versions (projection, version) values (${projection.name}, ${projection.version})
          on conflict (projection) do update set version = excluded.version, rebuilt_at = now()`;
      }),
    );
    yield* sql.unsafe(`drop schema if exists "${staging}" cascade`);
    return count;
  });

/**
 * Blue-green rebuild of several read models in one pass over the events: each page is read once and every
 * model applies its own events of it into its staging tables; then each model, holding its live tables
 * locked, catches up the tail and swaps the contents in one transaction, so readers see the old read model
 * or the new one, never a half-built table. Errors fail the rebuild loudly; an event that does not decode
 * is parked with its reason, as the live readers do. Each report's time is the shared pass's plus its swap.
 */
export const rebuildProjections = (projections: ReadonlyArray<Projection>, options: RebuildOptions = {}) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const started = Date.now();
    const pageSize = options.page ?? REBUILD_PAGE;
    const concurrency = options.concurrency ?? 1;
    // Personal fields are opened only in events of a type some model reads them in, once for all models.
    const personalTypes = new Set(projections.flatMap((p) => p.personalEventTypes));
    // Loading while the staging tables are made, not at the first page.
    if (personalTypes.size > 0) startOpeningThread();
    const lz4 = yield* lz4Available;
    for (const projection of projections) yield* prepareStaging(projection, lz4);
    const targets = projections.map((p) =>
      targetFor(
        sql,
        stagingSchema(p),
        new HeldRows(options.heldRows ?? HELD_ROWS, { copy: options.copy ?? false }),
      ),
    );
    const types = [...new Set(projections.flatMap((p) => p.eventTypes))];
    const counts = projections.map(() => 0);
    /** Per model, the events the rebuild parked for not decoding. */
    const parked = projections.map(() => new Set<string>());
    const applyMillis = projections.map(() => 0);
    let readMillis = 0;
    let openMillis = 0;

    // The next page is read on a connection of its own, and its personal fields opened (on the store's
    // opening thread, for a page's worth), while this one is applied: the database scans and sends it and
    // the ciphers run while the models decode and write instead of after them.
    const readPage = (after: Checkpoint) =>
      Effect.flatMap(store.readAll({ after, limit: pageSize, types, sealed: true }), (sealed) => {
        const openStarted = performance.now();
        return Effect.map(openTypes(sealed, personalTypes), (current) => {
          openMillis += performance.now() - openStarted;
          return { sealed, current };
        });
      });
    // Which models handle each type: a page is split among them in one walk over its events.
    const modelsOf = new Map<string, number[]>();
    for (const [i, projection] of projections.entries())
      for (const type of projection.eventTypes) modelsOf.set(type, [...(modelsOf.get(type) ?? []), i]);
    const split = (events: ReadonlyArray<StoredEvent>) => {
      const owns = projections.map((): StoredEvent[] => []);
      for (const event of events) for (const i of modelsOf.get(event.type) ?? []) owns[i]!.push(event);
      return owns;
    };

    let checkpoint = Checkpoint.start;
    let next = yield* Effect.fork(readPage(checkpoint));
    for (;;) {
      const readStarted = performance.now();
      const { sealed, current } = yield* Fiber.join(next);
      readMillis += performance.now() - readStarted;
      if (sealed.length === 0) break;
      const last = Checkpoint.of(sealed[sealed.length - 1]!);
      if (sealed.length === pageSize) next = yield* Effect.fork(readPage(last));
      const owns = split(current);
      const applyOwn = (projection: Projection, i: number) =>
        Effect.suspend(() => {
          const own = owns[i]!;
          counts[i]! += own.length;
          if (own.length === 0) return Effect.void;
          const applyStarted = performance.now();
          return decodeAndApply(projection, own, targets[i]!, parked[i]).pipe(
            Effect.ensuring(Effect.sync(() => (applyMillis[i]! += performance.now() - applyStarted))),
          );
        });
      if (concurrency <= 1) yield* stagingTransaction(Effect.forEach(projections, applyOwn));
      else
        yield* Effect.forEach(projections, (projection, i) => stagingTransaction(applyOwn(projection, i)), {
          concurrency,
          discard: true,
        });
      checkpoint = last;
      if (sealed.length < pageSize) break;
    }
    // The rows still held are written, each model's counted in its apply.
    for (const [i, target] of targets.entries()) {
      const settleStarted = performance.now();
      yield* stagingTransaction(target.held!.settle);
      applyMillis[i]! += performance.now() - settleStarted;
    }
    const scanned = Date.now() - started;

    const reports: RebuildReport[] = [];
    for (const [i, projection] of projections.entries()) {
      const swapStarted = Date.now();
      const tail = yield* swapIn(projection, checkpoint, parked[i]!);
      const swapMillis = Date.now() - swapStarted;
      reports.push({
        projection: projection.name,
        events: counts[i]! + tail,
        millis: scanned + swapMillis,
        phases: {
          read: Math.round(readMillis),
          open: Math.round(openMillis),
          apply: Math.round(applyMillis[i]!),
          swap: swapMillis,
        },
      });
    }
    return reports;
  });

/** Blue-green rebuild of one read model (see `rebuildProjections`). */
export const rebuildProjection = (projection: Projection) =>
  Effect.map(rebuildProjections([projection]), (reports) => reports[0]!);

/**
 * At start: creates missing read models and rebuilds those whose code version changed, one process at a
 * time (advisory lock), so deploying a new projection version needs no manual step.
 */
export const ensureProjections = (projections: ReadonlyArray<Projection>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const reports: RebuildReport[] = [];
    for (const projection of projections) {
      const rows = yield* sql<{ version: number }>`
        select version from mm_projection_versions where projection = ${projection.name}`;
      if (rows[0]?.version === projection.version) continue;
      // One process rebuilds (it holds the rebuild lease); the others wait until the new version is in.
      const owner = `rebuild-${crypto.randomUUID()}`;
      const lease = `rebuild:${projection.name}`;
      for (;;) {
        const current = yield* sql<{ version: number }>`
          select version from mm_projection_versions where projection = ${projection.name}`;
        if (current[0]?.version === projection.version) break;
        if (yield* tryAcquireLease(lease, owner)) {
          const report = yield* rebuildProjection(projection).pipe(
            Effect.ensuring(Effect.ignore(releaseLease(lease, owner))),
          );
          reports.push(report);
          break;
        }
        yield* Effect.sleep('250 millis');
      }
    }
    return reports;
  });
