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
}

/**
 * Reads a topic with a fresh consumer group from its first offset up to the end it had when the read
 * started, handing every record to `onRecord`; the group is deleted afterwards.
 */
const readToEnd = (
  config: KafkaConfig,
  options: Pick<KafkaExportOptions, 'transport' | 'stallTimeoutMs'>,
  topic: string,
  onRecord: (record: IncomingRecord) => void,
) =>
  Effect.gen(function* () {
    const groupId = `${config.groupPrefix}export.${Date.now()}.${crypto.randomUUID().slice(0, 8)}`;
    const ends = yield* Effect.tryPromise(() => options.transport.endOffsets(topic));
    const source = yield* Effect.acquireRelease(
      Effect.tryPromise(() => options.transport.subscribe({ topic, groupId, fromBeginning: true })),
      (s) =>
        Effect.promise(async () => {
          await s.close().catch(() => undefined);
          await options.transport.deleteGroup(groupId);
        }),
    );
    const positions = new Map<number, bigint>();
    const behind = () => [...ends].some(([p, end]) => (positions.get(p) ?? 0n) < end);
    let idleSince = Date.now();
    while (behind()) {
      const batch = yield* Effect.promise(() => source.next(1_000));
      if (!batch) {
        if (Date.now() - idleSince > (options.stallTimeoutMs ?? 60_000))
          return yield* Effect.fail(new KafkaExportError(`${topic} stopped delivering records`));
        continue;
      }
      idleSince = Date.now();
      for (const record of batch.records) onRecord(record);
      const next = batch.records[batch.records.length - 1]!.offset + 1n;
      positions.set(batch.partition, next);
      yield* Effect.promise(() => source.done({ kind: 'commit', nextOffset: next }));
    }
  }).pipe(Effect.scoped);

/**
 * The user of each of these events, from the domain topic (its records name their user; the progress
 * topic's do not), by the table export's rule: the event's own userId, else its metadata's.
 */
const usersOfEvents = (
  config: KafkaConfig,
  options: Pick<KafkaExportOptions, 'transport' | 'stallTimeoutMs'>,
  eventIds: ReadonlySet<string>,
) =>
  Effect.gen(function* () {
    const users = new Map<string, string>();
    if (eventIds.size === 0) return users;
    yield* readToEnd(config, options, config.domainTopic, (record) => {
      const eventId = record.headers[DomainHeaders.eventId];
      if (!eventId || !eventIds.has(eventId)) return;
      let own: unknown;
      try {
        own = record.value ? (JSON.parse(record.value) as { userId?: unknown }).userId : undefined;
      } catch {}
      const userId = typeof own === 'string' && own ? own : record.headers[DomainHeaders.userId];
      if (userId) users.set(eventId, userId);
    });
    return users;
  });

/**
 * The analysts' export read from the progress topic with a fresh consumer group, up to the topic's end when
 * it starts: the same rows and columns as the table-based export, each event once (the relay may have sent
 * one twice), in global position order. Users are pseudonymised here, at read time, with the current
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
    const rows = new Map<string, ExportRow>();
    yield* readToEnd(config, options, config.progressTopic, (record) => {
      if (!record.value) return;
      const row = JSON.parse(record.value) as ExportRow;
      const recorded = Date.parse(String(row.recorded_at));
      if (recorded < from || recorded >= to || !types.has(String(row.type))) return;
      rows.set(String(row.event_id), row);
    });
    const users = yield* usersOfEvents(
      config,
      options,
      new Set([...rows.values()].filter((row) => row.user).map((row) => String(row.event_id))),
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
