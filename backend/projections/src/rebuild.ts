import { SqlClient } from '@effect/sql';
import {
  Checkpoint,
  EventStore,
  releaseLease,
  resetCheckpoint,
  tryAcquireLease,
} from '@market-muse/eventstore';
import { Effect } from 'effect';
import { resetKafkaFeed } from './kafka/feeds.ts';
import { decodeAndApply, LIVE_SCHEMA, type Projection, quoted, targetFor } from './projection.ts';

const BATCH = 1000;

export const stagingSchema = (projection: Projection) => `mm_rebuild_${projection.name.replaceAll('-', '_')}`;

export const createTables = (projection: Projection, schema: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql.unsafe(`create schema if not exists "${schema}"`);
    for (const table of projection.tables) {
      const exists = yield* sql<{
        found: boolean;
      }>`select to_regclass(${quoted(schema, table.name)}) is not null as found`;
      if (!exists[0]?.found) yield* sql.unsafe(table.ddl(quoted(schema, table.name)));
    }
  });

/** A table's columns in order, names and types: what `insert … select *` needs to agree on. */
const shapeOf = (schema: string, table: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ shape: string | null }>`
      select string_agg(column_name || ' ' || data_type, ', ' order by ordinal_position) as shape
      from information_schema.columns where table_schema = ${schema} and table_name = ${table}`;
    return rows[0]?.shape ?? null;
  });

/**
 * Replaces the live tables' contents with the staging tables', inside the caller's transaction (which holds
 * the live tables locked). When a new version changed a table's shape (a column added, removed or retyped),
 * the live table is made again from the new definition first: its old shape could not take the new rows.
 */
export const swapContents = (projection: Projection, staging: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    for (const table of projection.tables) {
      const live = quoted(LIVE_SCHEMA, table.name);
      if ((yield* shapeOf(LIVE_SCHEMA, table.name)) === (yield* shapeOf(staging, table.name))) {
        yield* sql.unsafe(`truncate ${live}`);
      } else {
        yield* sql.unsafe(`drop table ${live}`);
        yield* sql.unsafe(table.ddl(live));
      }
      yield* sql.unsafe(`insert into ${live} select * from ${quoted(staging, table.name)}`);
    }
  });

export interface RebuildReport {
  readonly projection: string;
  readonly events: number;
  readonly millis: number;
  /** From Kafka only: records the log no longer held when the replay read it (retention, deletions). */
  readonly missingRecords?: number;
}

/**
 * Blue-green rebuild: replays every event from the first into staging tables, then, holding the live
 * tables locked, catches up the tail, and swaps the contents in one transaction, so readers see the old
 * read model or the new one, never a half-built table. Errors fail the rebuild loudly; an event that does not
 * decode is parked with its reason, as the live readers do.
 */
export const rebuildProjection = (projection: Projection) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const started = Date.now();
    const staging = stagingSchema(projection);
    yield* sql.unsafe(`drop schema if exists "${staging}" cascade`);
    yield* createTables(projection, staging);
    yield* createTables(projection, LIVE_SCHEMA);
    const stagingTarget = targetFor(sql, staging);

    let checkpoint = Checkpoint.start;
    let count = 0;
    for (;;) {
      const batch = yield* store.readAll({ after: checkpoint, limit: BATCH, types: projection.eventTypes });
      if (batch.length === 0) break;
      yield* sql.withTransaction(decodeAndApply(projection, batch, stagingTarget));
      checkpoint = Checkpoint.of(batch[batch.length - 1]!);
      count += batch.length;
    }

    yield* sql.withTransaction(
      Effect.gen(function* () {
        // A Kafka-fed model restarts its feed after the new checkpoint (feed row first: the lock order).
        if (projection.mode === 'async') yield* resetKafkaFeed(projection.name);
        const live = projection.tables.map((t) => quoted(LIVE_SCHEMA, t.name)).join(', ');
        yield* sql.unsafe(`lock table ${live} in access exclusive mode`);
        if (projection.mode === 'inline') {
          // Inline writers are locked out now, so every committed event is final: apply the tail.
          for (;;) {
            const tail = yield* store.readAll({
              after: checkpoint,
              limit: BATCH,
              types: projection.eventTypes,
              visibility: 'all-committed',
            });
            if (tail.length === 0) break;
            yield* decodeAndApply(projection, tail, stagingTarget);
            checkpoint = Checkpoint.of(tail[tail.length - 1]!);
            count += tail.length;
          }
        } else {
          // The async runner resumes from here on the new contents; its in-flight batch fails its CAS.
          yield* resetCheckpoint(projection.name, checkpoint);
        }
        yield* swapContents(projection, staging);
        yield* sql`insert into mm_projection_versions (projection, version) values (${projection.name}, ${projection.version})
          on conflict (projection) do update set version = excluded.version, rebuilt_at = now()`;
      }),
    );
    yield* sql.unsafe(`drop schema if exists "${staging}" cascade`);
    return {
      projection: projection.name,
      events: count,
      millis: Date.now() - started,
    } satisfies RebuildReport;
  });

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
