import { SqlClient } from '@effect/sql';
import { applySchema, Checkpoint } from '@market-muse/eventstore';
import { Effect } from 'effect';

/**
 * What a Kafka-fed projection keeps beside its read model, written in the read model's own transactions:
 * - mm_kafka_feeds: that the projection is fed from a topic, and the hand-over point: events at or below it
 *   in the store's reading order were applied before (from the table), so the consumer skips them;
 * - mm_kafka_offsets: the next offset per partition (the truth; the group's committed offsets follow it);
 * - mm_kafka_applied: the event ids applied, with the partition and offset of the record that brought each,
 *   so a record the relay sent twice is dropped. Ids are kept for the last APPLIED_WINDOW records of a
 *   partition and forgotten in steps past it (see there why that is enough).
 * Lock order everywhere: the feed row first, then the read model's tables (no deadlock with a rebuild).
 * A batch holds the feed row in share mode (batches of different partitions run side by side); a rebuild,
 * a replay's swap and a reset hold it for update.
 */
export const kafkaFeedsDdl = `
create table if not exists mm_kafka_feeds (
  projection text primary key,
  topic text not null,
  handover_transaction_id xid8 not null,
  handover_global_position bigint not null,
  started_at timestamptz not null default now()
);
create table if not exists mm_kafka_offsets (
  projection text not null,
  topic text not null,
  partition integer not null,
  next_offset bigint not null,
  primary key (projection, topic, partition)
);
create table if not exists mm_kafka_applied (
  projection text not null,
  event_id uuid not null,
  primary key (projection, event_id)
);
alter table mm_kafka_applied add column if not exists partition integer;
alter table mm_kafka_applied add column if not exists record_offset bigint;
create index if not exists mm_kafka_applied_window on mm_kafka_applied (projection, partition, record_offset);
`;

/**
 * How many records back, per partition, a feed remembers the event ids it applied. A second copy of an
 * event on the topic comes only from the relay sending a batch again: it advances its checkpoint after the
 * broker acknowledged, so a crash (or a failed send) in between re-sends that batch (at most its batch size,
 * a few hundred events) right after the first copy, from the same checkpoint, in the same order and to the
 * same partition (the key is the user). A copy therefore lands within a few batches of the original on its
 * partition; a consumer's own redelivery is caught by the stored offsets, not by ids. A window of 100,000
 * records covers two hundred failed sends in a row of the relay's largest batch, and the table stays bounded
 * by partitions × window instead of growing with the topic.
 */
export const APPLIED_WINDOW = 100_000n;

export const migrateKafkaFeeds = Effect.asVoid(applySchema('kafka-feeds', kafkaFeedsDdl));

const feedTablesExist = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const rows = yield* sql<{ found: boolean }>`select to_regclass('mm_kafka_feeds') is not null as found`;
  return rows[0]?.found === true;
});

export interface Feed {
  readonly topic: string;
  readonly handover: Checkpoint;
}

/** A feed row as read: its topic and hand-over point (ids and positions as text). */
interface FeedRow {
  readonly topic: string;
  readonly tx: string;
  readonly pos: string;
}

const asFeed = (row: FeedRow): Feed => ({
  topic: row.topic,
  handover: { transactionId: BigInt(row.tx), globalPosition: BigInt(row.pos) },
});

/** The feed row, locked for the rest of the transaction (null when the projection is not Kafka-fed). */
export const lockFeed = (projection: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<FeedRow>`
      select topic, handover_transaction_id::text as tx, handover_global_position::text as pos
      from mm_kafka_feeds where projection = ${projection} for update`;
    const row = rows[0];
    return row ? asFeed(row) : null;
  });

/**
 * The feed row, share-locked for the rest of the transaction: batches of different partitions are applied
 * side by side under it, while a rebuild or a reset (which lock it for update) waits for them and they for
 * it. A projection without a feed gets one here, started from its table checkpoint, by one batch only: the
 * others wait on the same advisory lock and then find the feed it started instead of starting it again
 * (which would forget the offsets and applied ids the first one wrote).
 */
export const shareFeed = (
  projection: string,
  topic: string,
  handover: Effect.Effect<Checkpoint, unknown, SqlClient.SqlClient>,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const read = (lock: 'share' | 'update') =>
      sql<FeedRow>`
        select topic, handover_transaction_id::text as tx, handover_global_position::text as pos
        from mm_kafka_feeds where projection = ${projection} for ${sql.literal(lock)}`;
    const shared = (yield* read('share'))[0];
    if (shared?.topic === topic) return asFeed(shared);
    // Starting the feed (no row, so no lock held yet): one batch at a time, under the advisory lock. A
    // feed moving to another topic holds the old row in share mode here; should two batches meet so, the
    // database ends one as a deadlock and the batch is retried like any transient failure.
    yield* sql`select pg_advisory_xact_lock(hashtext(${`mm:kafka-feed:${projection}`}))`;
    const current = (yield* read('update'))[0];
    if (current?.topic === topic) return asFeed(current);
    const point = yield* handover;
    yield* startFeed(projection, topic, point);
    return { topic, handover: point } satisfies Feed;
  });

/**
 * A batch's first read: the feed row share-locked (as `shareFeed`) and the partition's next offset, in one
 * statement when the feed is already on this topic, as it is for every batch but a feed's first.
 */
export const shareFeedAt = (
  projection: string,
  topic: string,
  partition: number,
  handover: Effect.Effect<Checkpoint, unknown, SqlClient.SqlClient>,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<FeedRow & { next_offset: string | null }>`
      select f.topic, f.handover_transaction_id::text as tx, f.handover_global_position::text as pos,
        o.next_offset::text
      from mm_kafka_feeds f
      left join mm_kafka_offsets o on o.projection = f.projection and o.topic = f.topic and o.partition = ${partition}
      where f.projection = ${projection} for share of f`;
    const row = rows[0];
    if (row?.topic === topic)
      return { feed: asFeed(row), next: row.next_offset === null ? 0n : BigInt(row.next_offset) };
    const feed = yield* shareFeed(projection, topic, handover);
    return { feed, next: yield* readOffset(projection, topic, partition) };
  });

/** Starts (or restarts) a feed: every offset back to zero, nothing applied yet, skipping up to `handover`. */
export const startFeed = (projection: string, topic: string, handover: Checkpoint) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_kafka_offsets where projection = ${projection}`;
    yield* sql`delete from mm_kafka_applied where projection = ${projection}`;
    yield* sql`insert into mm_kafka_feeds (projection, topic, handover_transaction_id, handover_global_position)
      values (${projection}, ${topic}, ${handover.transactionId.toString()}::xid8, ${handover.globalPosition.toString()}::bigint)
      on conflict (projection) do update set topic = excluded.topic,
        handover_transaction_id = excluded.handover_transaction_id,
        handover_global_position = excluded.handover_global_position, started_at = now()`;
  });

export const readOffset = (projection: string, topic: string, partition: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ next_offset: string }>`
      select next_offset::text from mm_kafka_offsets
      where projection = ${projection} and topic = ${topic} and partition = ${partition}`;
    return rows[0] ? BigInt(rows[0].next_offset) : 0n;
  });

export const writeOffset = (projection: string, topic: string, partition: number, next: bigint) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    yield* sql`insert into mm_kafka_offsets (projection, topic, partition, next_offset)
      values (${projection}, ${topic}, ${partition}, ${next.toString()}::bigint)
      on conflict (projection, topic, partition) do update set next_offset = excluded.next_offset`;
  });

/** An event applied from a record: its id and where the record was. */
export interface AppliedRecord {
  readonly eventId: string;
  readonly partition: number;
  readonly offset: bigint;
}

/** Records event ids as applied; answers the ones that were not applied before (the rest are duplicates). */
export const markApplied = (
  projection: string,
  applied: ReadonlyArray<AppliedRecord>,
  table = 'mm_kafka_applied',
) =>
  Effect.gen(function* () {
    if (applied.length === 0) return new Set<string>();
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<{ event_id: string }>`
      insert into ${sql(table)} (projection, event_id, partition, record_offset)
      select ${projection}, id, p, o from unnest(${applied.map((a) => a.eventId)}::uuid[],
        ${applied.map((a) => a.partition)}::int[], ${applied.map((a) => a.offset.toString())}::bigint[]) as r(id, p, o)
      on conflict do nothing returning event_id::text`;
    return new Set(rows.map((r) => r.event_id));
  });

/** Forgets the ids applied from records more than APPLIED_WINDOW before a partition's next offset. */
export const forgetOldApplied = (projection: string, partition: number, next: bigint) =>
  Effect.gen(function* () {
    if (next <= APPLIED_WINDOW) return;
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_kafka_applied where projection = ${projection} and partition = ${partition}
      and record_offset < ${(next - APPLIED_WINDOW).toString()}::bigint`;
  });

/**
 * Forgets a projection's Kafka feed (a table-based rebuild swapped new contents in): its consumer, if one
 * runs, starts again from offset zero skipping everything the new contents hold (the new checkpoint).
 * Call it before locking the read model's tables (lock order). A no-op where Kafka was never used.
 */
export const resetKafkaFeed = (projection: string) =>
  Effect.gen(function* () {
    if (!(yield* feedTablesExist)) return;
    const sql = yield* SqlClient.SqlClient;
    yield* sql`delete from mm_kafka_feeds where projection = ${projection}`;
    yield* sql`delete from mm_kafka_offsets where projection = ${projection}`;
    yield* sql`delete from mm_kafka_applied where projection = ${projection}`;
  });

/** Whether a projection was fed from Kafka (then switching it back to the table needs a rebuild). */
export const hasKafkaFeed = (projection: string) =>
  Effect.gen(function* () {
    if (!(yield* feedTablesExist)) return false;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql`select 1 from mm_kafka_feeds where projection = ${projection}`;
    return rows.length > 0;
  });

export const NO_HANDOVER = Checkpoint.start;

/**
 * The applied ids of a replay, kept in memory for the same window as mm_kafka_applied: a replay reads the
 * topic from offset zero into staging tables nobody else writes, so it needs the ids only to drop the
 * relay's second copies (which land within the window) and, once swapped in, to hand the last window's
 * ids to the live feed. Writing every id of the topic to a table cost a replay of a busy model a row per
 * event.
 */
export class AppliedWindow {
  /**
   * The store positions applied in the window. An event's second copy carries its position as well as its
   * id, and a set of small numbers costs a replay of a busy model far less than one of id strings (each
   * hashed anew as it is read off the record).
   */
  private readonly positions = new Set<number>();
  /**
   * Per partition, the ids, positions and records' offsets in offset order (a replay reads each partition
   * in order), from `first` on: plain arrays, not an object per id (a replay of a busy model holds a million).
   */
  private readonly order = new Map<
    number,
    { ids: string[]; positions: number[]; offsets: bigint[]; first: number }
  >();

  /**
   * Records an event as applied from the record at `offset`; answers whether it was not seen in the window.
   */
  add(
    event: { readonly eventId: string; readonly globalPosition: bigint },
    partition: number,
    offset: bigint,
  ) {
    const position = Number(event.globalPosition);
    if (this.positions.has(position)) return false;
    this.positions.add(position);
    let kept = this.order.get(partition);
    if (!kept) {
      kept = { ids: [], positions: [], offsets: [], first: 0 };
      this.order.set(partition, kept);
    }
    kept.ids.push(event.eventId);
    kept.positions.push(position);
    kept.offsets.push(offset);
    return true;
  }

  /** Forgets the ids of records more than APPLIED_WINDOW before a partition's next offset. */
  forget(partition: number, next: bigint) {
    const kept = this.order.get(partition);
    if (!kept) return;
    const oldest = next - APPLIED_WINDOW;
    while (kept.first < kept.ids.length && kept.offsets[kept.first]! < oldest) {
      this.positions.delete(kept.positions[kept.first]!);
      kept.first += 1;
    }
    // Compact now and then so the arrays do not keep every id they ever held.
    if (kept.first > 50_000) {
      kept.ids = kept.ids.slice(kept.first);
      kept.positions = kept.positions.slice(kept.first);
      kept.offsets = kept.offsets.slice(kept.first);
      kept.first = 0;
    }
  }

  /** The ids still in the window, to hand to the live feed's table. */
  records(): ReadonlyArray<AppliedRecord> {
    return [...this.order].flatMap(([partition, kept]) =>
      kept.ids
        .slice(kept.first)
        .map((eventId, i) => ({ eventId, partition, offset: kept.offsets[kept.first + i]! })),
    );
  }
}

/** Writes a replay's window of applied ids into mm_kafka_applied, in chunks. */
export const writeApplied = (projection: string, applied: ReadonlyArray<AppliedRecord>) =>
  Effect.gen(function* () {
    for (let i = 0; i < applied.length; i += 20_000)
      yield* markApplied(projection, applied.slice(i, i + 20_000));
  });
