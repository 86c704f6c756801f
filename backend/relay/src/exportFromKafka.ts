import { PROGRESS_EXPORT_COLUMNS } from '@market-muse/contracts/api';
import { csvLine, type ExportRow, ndjsonLine, PROGRESS_EVENT_TYPES } from '@market-muse/domain';
import {
  DomainHeaders,
  type IncomingRecord,
  type KafkaConfig,
  type KafkaTransport,
  kafkaConfigFromEnv,
  kafkajsTransport,
} from '@market-muse/kafka';
import { Effect } from 'effect';
import { pseudonymFor } from './pseudonyms.ts';

export class KafkaExportError extends Error {}

export interface KafkaExportOptions {
  readonly from: Date;
  /** Exclusive. */
  readonly to: Date;
  readonly types?: ReadonlyArray<string> | undefined;
  readonly format: 'ndjson' | 'csv';
  readonly write: (chunk: string) => Promise<void>;
  readonly transport: KafkaTransport;
  readonly stallTimeoutMs?: number;
  /**
   * How far the event table's clock may run ahead of the relay's, and how long an append's transaction may
   * stay open: the read starts this much before `from` and stops a partition only at a row recorded this
   * much after `to`. One minute unless told.
   */
  readonly slackMs?: number;
}

const DEFAULT_SLACK_MS = 60_000;

/** What the reader makes of a record: keep reading its partition, or stop the partition at it. */
type Verdict = 'more' | 'past';

/**
 * Reads a topic with a fresh consumer group, each partition from `startAt` (its first offset when absent)
 * up to the end it had when the read started, or up to the first record `onRecord` calls past the range,
 * or until `enough` says the caller has all it needs; the group is deleted afterwards.
 */
const readRange = (
  config: KafkaConfig,
  options: Pick<KafkaExportOptions, 'transport' | 'stallTimeoutMs'>,
  read: {
    readonly topic: string;
    readonly startAt: ReadonlyMap<number, bigint>;
    readonly onRecord: (record: IncomingRecord) => Verdict;
    readonly enough?: () => boolean;
  },
) =>
  Effect.gen(function* () {
    const { topic } = read;
    const groupId = `${config.groupPrefix}export.${Date.now()}.${crypto.randomUUID().slice(0, 8)}`;
    const ends = new Map(yield* Effect.tryPromise(() => options.transport.endOffsets(topic)));
    const positions = new Map<number, bigint>(read.startAt);
    const behind = () => !read.enough?.() && [...ends].some(([p, end]) => (positions.get(p) ?? 0n) < end);
    if (!behind()) return;
    const source = yield* Effect.acquireRelease(
      Effect.tryPromise(() =>
        options.transport.subscribe({ topic, groupId, fromBeginning: true, startAt: read.startAt }),
      ),
      (s) =>
        Effect.promise(async () => {
          await s.close().catch(() => undefined);
          await options.transport.deleteGroup(groupId);
        }),
    );
    let idleSince = Date.now();
    while (behind()) {
      const batch = yield* Effect.promise(() => source.next(1_000));
      if (!batch) {
        if (Date.now() - idleSince > (options.stallTimeoutMs ?? 60_000))
          return yield* Effect.fail(new KafkaExportError(`${topic} stopped delivering records`));
        continue;
      }
      idleSince = Date.now();
      const start = read.startAt.get(batch.partition) ?? 0n;
      if (batch.records[0]!.offset < start) {
        // Fetched before the member's seek took hold: move the partition to the range's start.
        yield* Effect.promise(() => source.done({ kind: 'seek', offset: start }));
        continue;
      }
      const end = ends.get(batch.partition) ?? 0n;
      for (const record of batch.records) {
        if (record.offset >= (ends.get(batch.partition) ?? 0n)) break;
        if (read.onRecord(record) === 'past') ends.set(batch.partition, record.offset);
      }
      const next = batch.records[batch.records.length - 1]!.offset + 1n;
      positions.set(batch.partition, next < end ? next : end);
      yield* Effect.promise(() => source.done({ kind: 'commit', nextOffset: next }));
    }
  }).pipe(Effect.scoped);

/**
 * The user of each of these events, from the domain topic (its records name their user; the progress
 * topic's do not), by the table export's rule: the event's own userId, else its metadata's. The domain
 * topic is read from the same point in time as the progress topic, until every event's user is found.
 */
const usersOfEvents = (
  config: KafkaConfig,
  options: Pick<KafkaExportOptions, 'transport' | 'stallTimeoutMs'>,
  eventIds: ReadonlySet<string>,
  startMs: number,
) =>
  Effect.gen(function* () {
    const users = new Map<string, string>();
    if (eventIds.size === 0) return users;
    const startAt = yield* Effect.tryPromise(() => options.transport.offsetsAt(config.domainTopic, startMs));
    yield* readRange(config, options, {
      topic: config.domainTopic,
      startAt,
      enough: () => users.size === eventIds.size,
      onRecord: (record) => {
        const eventId = record.headers[DomainHeaders.eventId];
        if (!eventId || !eventIds.has(eventId)) return 'more';
        let own: unknown;
        try {
          own = record.value ? (JSON.parse(record.value) as { userId?: unknown }).userId : undefined;
        } catch {}
        const userId = typeof own === 'string' && own ? own : record.headers[DomainHeaders.userId];
        if (userId) users.set(eventId, userId);
        return 'more';
      },
    });
    return users;
  });

/**
 * The analysts' export read from the progress topic with a fresh consumer group: the same rows and columns
 * as the table-based export, each event once (the relay may have sent one twice), in global position order.
 * Only the range is read: each partition starts at its first record written at `from` less the slack (the
 * relay publishes an event after it is recorded, so nothing earlier is in range) and stops at the first row
 * recorded at `to` plus the slack (the relay publishes in position order, so later rows were recorded later
 * still, unless a transaction stayed open longer than the slack), or at the topic's end when the read
 * starts. Users are pseudonymised here, at read time, with the current
 * MM_PSEUDONYM_KEY (their ids from the domain topic), so after a key rotation this export still names a
 * user as the table export does, whatever key the relay published the row with. Rows are sorted before
 * writing, so memory grows with the rows selected (narrow with --from/--to/--types).
 */
export const exportProgressFromKafka = (config: KafkaConfig, options: KafkaExportOptions) =>
  Effect.gen(function* () {
    const types = new Set<string>(
      options.types && options.types.length > 0 ? options.types : PROGRESS_EVENT_TYPES,
    );
    const from = options.from.getTime();
    const to = options.to.getTime();
    const slack = options.slackMs ?? DEFAULT_SLACK_MS;
    const rows = new Map<string, ExportRow>();
    const startAt = yield* Effect.tryPromise(() =>
      options.transport.offsetsAt(config.progressTopic, from - slack),
    );
    yield* readRange(config, options, {
      topic: config.progressTopic,
      startAt,
      onRecord: (record) => {
        if (!record.value) return 'more';
        const row = JSON.parse(record.value) as ExportRow;
        const recorded = Date.parse(String(row.recorded_at));
        if (recorded >= to + slack) return 'past';
        if (recorded < from || recorded >= to || !types.has(String(row.type))) return 'more';
        rows.set(String(row.event_id), row);
        return 'more';
      },
    });
    const users = yield* usersOfEvents(
      config,
      options,
      new Set([...rows.values()].filter((row) => row.user).map((row) => String(row.event_id))),
      from - slack,
    );
    for (const [eventId, row] of rows) {
      const userId = users.get(eventId);
      if (!userId) continue;
      const pseudonym = pseudonymFor(config.pseudonymKey, userId);
      rows.set(eventId, {
        ...row,
        user: pseudonym,
        entity_id: row.entity_id === row.user ? pseudonym : row.entity_id,
      });
    }
    const sorted = [...rows.values()].sort((a, b) => {
      const d = BigInt(String(a.position)) - BigInt(String(b.position));
      return d < 0n ? -1 : d > 0n ? 1 : 0;
    });
    if (options.format === 'csv')
      yield* Effect.promise(() => options.write(`${PROGRESS_EXPORT_COLUMNS.join(',')}\n`));
    for (let i = 0; i < sorted.length; i += 5000) {
      const chunk = sorted
        .slice(i, i + 5000)
        .map((row) => (options.format === 'csv' ? csvLine(PROGRESS_EXPORT_COLUMNS, row) : ndjsonLine(row)))
        .join('');
      yield* Effect.promise(() => options.write(chunk));
    }
    return sorted.length;
  }).pipe(Effect.scoped);

/** `npm run export -- --from-kafka ...`: the export from the progress topic of KAFKA_BROKERS. */
export const exportFromKafkaCli = async (
  options: Omit<KafkaExportOptions, 'transport'>,
  env: Record<string, string | undefined> = process.env,
): Promise<number> => {
  const config = kafkaConfigFromEnv(env);
  if (!config) throw new KafkaExportError('--from-kafka needs KAFKA_BROKERS (npm run kafka starts a broker)');
  const transport = kafkajsTransport(config);
  try {
    return await Effect.runPromise(exportProgressFromKafka(config, { ...options, transport }));
  } finally {
    await transport.close();
  }
};
