import type { SqlClient, SqlError, Statement } from '@effect/sql';
import type { StoredEvent } from '@market-muse/eventstore';
import type { Effect } from 'effect';

/** Live read models live in this schema; a rebuild fills a schema of its own first. */
export const LIVE_SCHEMA = 'rm';

export interface ReadModelTable {
  readonly name: string;
  /** DDL for the table and its indexes, given the schema-qualified, quoted table name. */
  readonly ddl: (qualified: string) => string;
}

/** Where a projection writes: the live tables, or a rebuild's staging copies. */
export interface ProjectionTarget {
  readonly schema: string;
  readonly table: (name: string) => Statement.Identifier;
}

export interface Projection {
  readonly name: string;
  /** Bump when the tables or the handling change: the next start rebuilds the read model. */
  readonly version: number;
  /**
   * inline: applied in the append transaction (read-your-writes, per-stream models).
   * async: applied by a checkpointed reader (models fed by many streams).
   */
  readonly mode: 'inline' | 'async';
  readonly eventTypes: ReadonlyArray<string>;
  readonly tables: ReadonlyArray<ReadModelTable>;
  readonly apply: (
    events: ReadonlyArray<StoredEvent>,
    target: ProjectionTarget,
  ) => Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient>;
}

export const quoted = (schema: string, table: string) => `"${schema}"."${table}"`;

export const targetFor = (sql: SqlClient.SqlClient, schema: string): ProjectionTarget => ({
  schema,
  table: (name) => sql(`${schema}.${name}`),
});

export const handles = (projection: Projection, event: StoredEvent) =>
  projection.eventTypes.includes(event.type);
