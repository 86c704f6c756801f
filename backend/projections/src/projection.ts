import { SqlClient, type SqlError, type Statement } from '@effect/sql';
import { EventSchemas, type EventType, personalDataPolicy } from '@market-muse/contracts';
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
import { Effect, type Either, Schema } from 'effect';
import type { HeldRows } from './batchedRows.ts';

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
  /**
   * A rebuild's rows held across pages (staging only): per-row models keep their rows here instead of
   * writing them at every page. Whoever writes the tables directly settles them first.
   */
  readonly held?: HeldRows;
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
  /**
   * The event types whose personal fields the model reads. Its events of other types may reach it with
   * their personal envelope still sealed: a rebuild decrypts nothing for a model that reads no such field.
   */
  readonly personalEventTypes: ReadonlyArray<string>;
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
  personalEventTypes: Object.entries(events)
    .filter(([type, schema]) => namesPersonalField(type, schema))
    .map(([type]) => type),
  decode: eventDecoder(events),
});

/** Whether a payload schema names a personal field of its type (any schema that is not a struct might). */
const namesPersonalField = (type: string, schema: Schema.Schema.AnyNoContext) => {
  const personal = Object.keys(personalDataPolicy.fields[type] ?? {});
  if (personal.length === 0) return false;
  const fields = (schema as unknown as Partial<Schema.Struct<Schema.Struct.Fields>>).fields;
  return fields === undefined || personal.some((field) => field in fields);
};

/** The contracts' payload schemas of some event types, for `defineProjection({ events: ... })`. */
export const contractEvents = <const T extends EventType>(
  ...types: ReadonlyArray<T>
): Pick<EventSchemas, T> =>
  Object.fromEntries(types.map((type) => [type, EventSchemas[type]])) as Pick<EventSchemas, T>;

/**
 * Some fields of the contracts' payload schemas, for a model that folds only these: decoding checks and
 * types just what the model reads (the rest of the payload passes through unread), so a large payload (a
 * roadmap, an advisor's answer) costs a rebuild little more than a small one, and a model that names no
 * personal field is never given one opened.
 */
export const contractFields = <
  const M extends { readonly [T in EventType]?: ReadonlyArray<keyof EventSchemas[T]['fields']> },
>(
  fields: M,
): {
  readonly [T in keyof M & EventType]: Schema.Schema<
    Pick<
      Schema.Schema.Type<EventSchemas[T]>,
      NonNullable<M[T]>[number] & keyof Schema.Schema.Type<EventSchemas[T]>
    >
  >;
} =>
  Object.fromEntries(
    Object.entries(fields).map(([type, names]) => [
      type,
      Schema.Struct(EventSchemas[type as EventType].fields).pick(...(names as ReadonlyArray<never>)),
    ]),
  ) as never;

export const quoted = (schema: string, table: string) => `"${schema}"."${table}"`;

export const targetFor = (sql: SqlClient.SqlClient, schema: string, held?: HeldRows): ProjectionTarget => ({
  schema,
  table: (name) => sql(`${schema}.${name}`),
  ...(held ? { held } : {}),
});

export const handles = (projection: Projection, event: StoredEvent) =>
  projection.eventTypes.includes(event.type);

/**
 * Decodes a projection's stored events; each one that does not decode is parked with the reason (and
 * logged), never applied, and its id added to `parked` when given. Returns the decoded ones, in order.
 */
export const decodeParking = <E extends DomainEvent>(
  projection: Projection<E>,
  events: ReadonlyArray<StoredEvent>,
  parked?: Set<string>,
) =>
  Effect.gen(function* () {
    const { decoded, undecodable } = decodeAll(projection.decode, events);
    for (const failure of undecodable) {
      yield* Effect.logError(
        `Projection ${projection.name} parked event ${failure.event.eventId} (${failure.event.type}): it does not decode`,
        failure.reason,
      );
      yield* parkEvent(projection.name, failure.event, failure.message);
      parked?.add(failure.event.eventId);
    }
    return decoded;
  });

/** Decodes (parking what does not decode) and applies stored events: the inline path and rebuilds. */
export const decodeAndApply = (
  projection: Projection,
  events: ReadonlyArray<StoredEvent>,
  target: ProjectionTarget,
  /** Collects the ids of the events parked for not decoding (a rebuild's). */
  parked?: Set<string>,
) =>
  Effect.gen(function* () {
    const decoded = yield* decodeParking(projection, events, parked);
    if (decoded.length > 0) yield* projection.apply(decoded, target);
  });

/** Decodes any stored event with the contracts' schemas (history, exports, one-off readers). */
export const decodeMarketMuseEvent = eventDecoder(EventSchemas);

/** What a read model does with a deleted account's rows (inside the batch's transaction). */
export type ForgetAccount = (
  userId: string,
  target: ProjectionTarget,
) => Effect.Effect<void, SqlError.SqlError, SqlClient.SqlClient>;

const decodeAccountDeleted = eventDecoder({ AccountDeleted: EventSchemas.AccountDeleted });
type AccountDeletedEvent = {
  readonly type: 'AccountDeleted';
  readonly data: typeof EventSchemas.AccountDeleted.Type;
};

/**
 * A read model that also forgets deleted accounts: `AccountDeleted` runs `forget` for the user, in order
 * with the model's own events (a replay inserts a deleted user's erased rows, then removes them again).
 */
export const forgetsDeletedAccounts = <E extends DomainEvent>(
  projection: Projection<E>,
  forget: ForgetAccount,
): Projection<E | AccountDeletedEvent> => ({
  ...projection,
  // The union's `type`s: the model's own and AccountDeleted.
  eventTypes: [...projection.eventTypes, 'AccountDeleted'] as ReadonlyArray<
    (E | AccountDeletedEvent)['type']
  >,
  decode: (event) =>
    (event.type === 'AccountDeleted'
      ? decodeAccountDeleted(event)
      : projection.decode(event)) as Either.Either<RecordedEvent<E | AccountDeletedEvent>, UndecodableEvent>,
  apply: (events, target) =>
    Effect.gen(function* () {
      let run: Array<RecordedEvent<E>> = [];
      for (const event of events) {
        if (event.type !== 'AccountDeleted') {
          run.push(event as RecordedEvent<E>);
          continue;
        }
        if (run.length > 0) yield* projection.apply(run, target);
        run = [];
        // The rows a rebuild holds are written first, so the account's are among those forgotten.
        if (target.held) yield* target.held.settle;
        yield* forget((event as RecordedEvent<AccountDeletedEvent>).data.userId, target);
      }
      if (run.length > 0) yield* projection.apply(run, target);
    }),
});

/** Forgets an account by deleting its rows: (table, column holding the user id) pairs. */
export const deleteUserRows =
  (...tables: ReadonlyArray<readonly [table: string, column: string]>): ForgetAccount =>
  (userId, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      for (const [table, column] of tables)
        yield* sql`delete from ${target.table(table)} where ${sql(column)} = ${userId}::uuid`;
    });

/**
 * Forgets an account in a model that keeps only counts: its rows stay, under a random id no one can link
 * back to it, so totals do not change when a person leaves.
 */
export const anonymiseUserRows =
  (...tables: ReadonlyArray<readonly [table: string, column: string]>): ForgetAccount =>
  (userId, target) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const anonymous = crypto.randomUUID();
      for (const [table, column] of tables)
        yield* sql`update ${target.table(table)} set ${sql(column)} = ${anonymous}::uuid where ${sql(column)} = ${userId}::uuid`;
    });
