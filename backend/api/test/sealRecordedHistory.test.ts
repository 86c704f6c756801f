// `npm run seal-history` over a history recorded as it was stored before personal fields were encrypted
// (test/fixtures/plainHistory.json: two people's use of every event type, recorded by
// test/fixtures/recordPlainHistory.ts through the API of the last commit before sealing): run twice on a copy, it
// leaves no personal field in the clear, changes nothing the second time, and every read model replayed
// from the sealed history holds the rows it held before.
import { readFileSync } from 'node:fs';
import { SqlClient } from '@effect/sql';
import { keyEmailStreams } from '@market-muse/commands';
import { personalDataPolicy } from '@market-muse/contracts';
import { EmailStreamKey } from '@market-muse/domain';
import { isSealed, KeyEncryptionKeysRef, rewrapKeys, sealStoredEvents } from '@market-muse/eventstore';
import { allProjections, catchUpToLatest, LIVE_SCHEMA, rebuildProjection } from '@market-muse/projections';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import type { PlainHistory } from './fixtures/recordPlainHistory.ts';
import { databaseKinds, startApp } from './harness.ts';

const history = JSON.parse(
  readFileSync(new URL('./fixtures/plainHistory.json', import.meta.url), 'utf8'),
) as PlainHistory;

/** Values the recorded people typed, each in the clear somewhere in the history before sealing. */
const typed = [
  'mira.okafor@studio.example',
  'jon.abara@studio.example',
  'Okafor',
  'Abara',
  'Black-and-white portraits of fishing families',
  'shot on film with the families themselves',
  'How do I price a limited print run?',
  'Three new prints from the harbour series',
  'Behind the scenes in the darkroom',
  'Where should I release my first EP?',
  'Should I open a Patreon for the darkroom?',
  'A membership works best once',
  'Ask about the opening night and the print wall',
  'Print sale reminder for the harbour regulars',
  'At the harbour opening, then in the web shop',
];

/** The recorded streams and events written into the store as they are, in their order. */
const load = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient;
  const { streams, events } = history;
  yield* sql`insert into mm_streams (stream_id, stream_type, version)
    select * from unnest(${streams.map((s) => s.streamId)}::text[], ${streams.map((s) => s.streamType)}::text[],
      ${streams.map((s) => String(s.version))}::bigint[])`;
  for (const e of events)
    yield* sql`insert into mm_events (stream_id, stream_version, event_id, type, schema_version, data, metadata, created_at)
      values (${e.streamId}, ${e.streamVersion}, ${e.eventId}::uuid, ${e.type}, ${e.schemaVersion},
        ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb, ${e.createdAt}::timestamptz)`;
});

/** What `npm run seal-history` does, answering what it changed. */
const sealHistory = Effect.gen(function* () {
  const renamed = yield* keyEmailStreams(yield* EmailStreamKey);
  const sealed = yield* sealStoredEvents(personalDataPolicy);
  const rewrapped = yield* rewrapKeys(yield* SqlClient.SqlClient, yield* KeyEncryptionKeysRef);
  return { renamed, sealed, rewrapped };
});

/**
 * Every read model rebuilt from the history, then every row of every one of their tables, as text. A rebuild
 * leaves an asynchronous model's tail to its runner (events a transaction still running anywhere on the
 * server could land behind), which this app does not run, so the tail is caught up here.
 */
const replayedReadModels = Effect.gen(function* () {
  yield* Effect.forEach(allProjections, rebuildProjection, { discard: true });
  yield* Effect.forEach(
    allProjections.filter((p) => p.mode === 'async'),
    (projection) => catchUpToLatest(projection),
    { discard: true },
  );
  const sql = yield* SqlClient.SqlClient;
  const tables: Record<string, string[]> = {};
  for (const projection of allProjections)
    for (const table of projection.tables) {
      const rows = yield* sql<{ row: string }>`
        select t::text as row from ${sql(`${LIVE_SCHEMA}.${table.name}`)} t order by 1`;
      tables[`${projection.name}/${table.name}`] = rows.map((r) => r.row);
    }
  return tables;
});

const storedEvents = Effect.flatMap(
  SqlClient.SqlClient,
  (sql) => sql<{ type: string; data: Record<string, unknown> }>`select type, data from mm_events`,
);

describe.each(databaseKinds)('sealing a recorded history on %s', (kind) => {
  it('seals every personal field once, and replays to the same read models', async () => {
    const app = await startApp(kind, { runProjections: false });
    try {
      const run = app.runtime.runPromise;
      // Every one of the 31 event types that code had.
      expect(new Set(history.events.map((e) => e.type)).size).toBe(31);
      await run(load);
      const plain = JSON.stringify(await run(storedEvents));
      for (const value of typed) expect(plain, value).toContain(value);
      const before = await run(replayedReadModels);
      expect(Object.values(before).flat().length).toBeGreaterThan(20);

      const first = await run(sealHistory);
      const sealedOnce = await run(storedEvents);
      const second = await run(sealHistory);
      expect(first.renamed).toBe(2);
      expect(first.sealed).toBeGreaterThan(30);
      expect(second).toEqual({ renamed: 0, sealed: 0, rewrapped: 0 });
      const stored = await run(storedEvents);
      expect(stored).toEqual(sealedOnce);
      expect(stored.length).toBe(history.events.length);
      for (const event of stored)
        expect(isSealed(personalDataPolicy, event.type, event.data), event.type).toBe(true);
      const dump = JSON.stringify(stored);
      for (const value of typed) expect(dump, value).not.toContain(value);

      expect(await run(replayedReadModels)).toEqual(before);
    } finally {
      await app.close();
    }
  }, 180_000);
});
