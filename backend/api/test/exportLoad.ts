// A long history for one account and the account export measured over it, for
// `npm run bench:export -w @market-muse/api`. The events (confirmations, each with a sealed address and a
// long note) go through the store's own append; the export is read over HTTP as a browser would, its
// bytes counted and dropped.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { EventStore, ExpectedVersion, type NewEvent } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { EXPORT_PAGE_SIZE, exportLine } from '../src/account/exportArchive.ts';
import type { App } from './roadmapsScenario.ts';

/** The collector, reached without a command-line flag: the measure is live memory, not uncollected garbage. */
setFlagsFromString('--expose-gc');
export const collect = runInNewContext('gc') as () => void;

const NOTE =
  'A paragraph the creative typed about their week, long enough to weigh like a real note. '.repeat(32);
const EVENTS_PER_STREAM = 250;

/** Appends `count` events recorded for `userId`, spread over streams of EVENTS_PER_STREAM. */
export const appendHistory = (app: App, userId: string, count: number) =>
  app.runtime.runPromise(
    Effect.gen(function* () {
      const store = yield* EventStore;
      for (let start = 0; start < count; start += EVENTS_PER_STREAM) {
        const events: NewEvent[] = [];
        for (let i = start; i < Math.min(count, start + EVENTS_PER_STREAM); i++)
          events.push({
            eventId: crypto.randomUUID(),
            type: 'EmailVerified',
            schemaVersion: 1,
            data: {
              userId,
              email: `note-${i}@example.com`,
              verifiedAt: new Date().toISOString(),
              note: NOTE,
            },
            metadata: {
              userId,
              correlationId: 'export-load',
              causationId: null,
              recordedAt: new Date().toISOString(),
            },
          });
        yield* store.append(
          `export-load-${userId}-${start}`,
          'export-load',
          events,
          ExpectedVersion.noStream,
        );
      }
    }) as Effect.Effect<void, unknown, never>,
  );

export interface MemoryRun {
  readonly bytes: number;
  readonly millis: number;
  /** Highest live heap (after a collection) above the figure before the run. */
  readonly heapGrowth: number;
  /** Highest resident set above the figure before the run (PGlite's memory included when embedded). */
  readonly rssGrowth: number;
}

/**
 * Runs `body` while sampling live heap and RSS whenever it calls `sample` (and every `every` ms, unless
 * null). Each sample is a full collection, which stops the server's thread (half a second on a busy
 * machine): a run measured this way is no measure of speed, so speed is timed on a run of its own.
 */
export const measured = async (
  body: (sample: () => void) => Promise<number>,
  every: number | null = 1000,
): Promise<MemoryRun> => {
  collect();
  const base = process.memoryUsage();
  let heap = base.heapUsed;
  let rss = base.rss;
  const sample = () => {
    collect();
    const usage = process.memoryUsage();
    heap = Math.max(heap, usage.heapUsed);
    rss = Math.max(rss, usage.rss);
  };
  const sampler = every === null ? undefined : setInterval(sample, every);
  const started = performance.now();
  try {
    const bytes = await body(sample);
    sample();
    return {
      bytes,
      millis: performance.now() - started,
      heapGrowth: heap - base.heapUsed,
      rssGrowth: rss - base.rss,
    };
  } finally {
    clearInterval(sampler);
  }
};

/** How often (in bytes of zip received) a streamed export is sampled. */
const SAMPLE_EVERY_BYTES = 32 * 1024;

/**
 * GET /api/account/export, its zip streamed to a sink that only counts bytes (and calls `sample` every
 * SAMPLE_EVERY_BYTES, so memory is seen while the archive is under way, however fast it goes).
 */
export const streamExport = async (app: App, cookie: string, sample?: () => void) => {
  const response = await fetch(`${app.url}/api/account/export`, { headers: { cookie } });
  if (response.status !== 200 || !response.body)
    throw new Error(`export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  let sampledAt = 0;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    if (sample && bytes - sampledAt >= SAMPLE_EVERY_BYTES) {
      sample();
      sampledAt = bytes;
    }
  }
  return bytes;
};

/**
 * The export as it would be without streaming: every event of the user's read and its NDJSON built in
 * memory before a byte is sent. The memory bound must catch this.
 */
export const wholeInMemory = (app: App, userId: string, sample: () => void) =>
  app.runtime.runPromise(
    Effect.gen(function* () {
      const store = yield* EventStore;
      const lines: string[] = [];
      let after = 0n;
      for (;;) {
        const page = yield* store.readUserEvents({ userId, after, limit: EXPORT_PAGE_SIZE });
        if (page.length === 0) break;
        for (const event of page) lines.push(exportLine(event));
        after = page[page.length - 1]!.globalPosition;
      }
      const body = lines.join('');
      sample();
      return Buffer.byteLength(body);
    }) as Effect.Effect<number, unknown, never>,
  );

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
