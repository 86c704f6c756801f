import type { SqlClient, SqlError, Statement } from '@effect/sql';
import { EventSchemas, type EventType } from '@market-muse/contracts';
import {
  type DomainEvent,
  decodeAll,
  type EventSchemaMap,
  type EventsOf,
  eventDecoder,
  parkEvent,
  type RecordedEvent,
  type StoredEvent,
  type UndecodableEvent,
} from '@market-muse/eventstore';
import { Effect, type Either } from 'effect';

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

/** A read model fed by events of the union `E` (every projection is a `Projection` of some union). */
export interface Projection<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  /** Bump when the tables or the handling change: the next start rebuilds the read model. */
  readonly version: number;
  /**
   * inline: applied in the append transaction (read-your-writes, per-stream models).
   * async: applied by a checkpointed reader (models fed by many streams).
   */
  readonly mode: 'inline' | 'async';
  readonly eventTypes: ReadonlyArray<E['type']>;
  readonly tables: ReadonlyArray<ReadModelTable>;
  /** Decodes one stored event (already upcast) of `eventTypes` into the union `apply` receives. */
  readonly decode: (event: StoredEvent) => Either.Either<RecordedEvent<E>, UndecodableEvent>;
  /** Applies decoded events: switching on `event.type` narrows `event.data`. */
  apply(
    events: ReadonlyArray<RecordedEvent<E>>,
    target: ProjectionTarget,
  ): Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient>;
}

/** What a read model declares: the payload schemas of the events it handles, and how it applies them. */
export interface ProjectionDefinition<S extends EventSchemaMap> {
  readonly name: string;
  readonly version: number;
  readonly mode: 'inline' | 'async';
  readonly events: S;
  readonly tables: ReadonlyArray<ReadModelTable>;
  readonly apply: Projection<EventsOf<S>>['apply'];
}

/** A projection from its definition: its event types and decoder come from the schemas it names. */
export const defineProjection = <const S extends EventSchemaMap>({
  events,
  ...definition
}: ProjectionDefinition<S>): Projection<EventsOf<S>> => ({
  ...definition,
  eventTypes: Object.keys(events),
  decode: eventDecoder(events),
});

/** The contracts' payload schemas of some event types, for `defineProjection({ events: ... })`. */
export const contractEvents = <const T extends EventType>(
  ...types: ReadonlyArray<T>
): Pick<EventSchemas, T> =>
  Object.fromEntries(types.map((type) => [type, EventSchemas[type]])) as Pick<EventSchemas, T>;

export const quoted = (schema: string, table: string) => `"${schema}"."${table}"`;

export const targetFor = (sql: SqlClient.SqlClient, schema: string): ProjectionTarget => ({
  schema,
  table: (name) => sql(`${schema}.${name}`),
});

export const handles = (projection: Projection, event: StoredEvent) =>
  projection.eventTypes.includes(event.type);

/**
 * Decodes a projection's stored events; each one that does not decode is parked with the reason (and
 * logged), never applied. Returns the decoded ones, in order.
 */
export const decodeParking = <E extends DomainEvent>(
  projection: Projection<E>,
  events: ReadonlyArray<StoredEvent>,
) =>
  Effect.gen(function* () {
    const { decoded, undecodable } = decodeAll(projection.decode, events);
    for (const failure of undecodable) {
      yield* Effect.logError(
        `Projection ${projection.name} parked event ${failure.event.eventId} (${failure.event.type}): it does not decode`,
        failure.reason,
      );
      yield* parkEvent(projection.name, failure.event, failure.message);
    }
    return decoded;
  });

/** Decodes (parking what does not decode) and applies stored events: the inline path and rebuilds. */
export const decodeAndApply = (
  projection: Projection,
  events: ReadonlyArray<StoredEvent>,
  target: ProjectionTarget,
) =>
  Effect.gen(function* () {
    const decoded = yield* decodeParking(projection, events);
    if (decoded.length > 0) yield* projection.apply(decoded, target);
  });

/** Decodes any stored event with the contracts' schemas (history, exports, one-off readers). */
export const decodeMarketMuseEvent = eventDecoder(EventSchemas);
