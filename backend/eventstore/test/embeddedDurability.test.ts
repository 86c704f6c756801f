import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqlClient } from '@effect/sql';
import { PGlite } from '@electric-sql/pglite';
import { Effect, Layer, ManagedRuntime } from 'effect';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLive } from '../src/database.ts';
import { EventStore, EventStoreLive } from '../src/EventStore.ts';
import { migrateEventStore } from '../src/migrations.ts';
import { ExpectedVersion } from '../src/types.ts';

const event = (type: string) => ({
  eventId: crypto.randomUUID(),
  type,
  schemaVersion: 1,
  data: {},
  metadata: { userId: null, correlationId: 'c', causationId: null, recordedAt: new Date().toISOString() },
});

describe('embedded durability', () => {
  const dirs: string[] = [];
  const dir = () => {
    const made = mkdtempSync(join(tmpdir(), 'mm-durable-'));
    dirs.push(made);
    return made;
  };
  afterAll(() => {
    for (const made of dirs) rmSync(made, { recursive: true, force: true });
  });

  it('a committed transaction is on disk at once, without a clean close; an open one is not', async () => {
    const live = dir();
    const runtime = ManagedRuntime.make(
      Layer.merge(
        EventStoreLive(),
        Layer.effectDiscard(migrateEventStore).pipe(Layer.provide(EventStoreLive())),
      ).pipe(Layer.provideMerge(DatabaseLive({ kind: 'embedded', dataDir: live }))),
    );
    try {
      const stream = `durable-${crypto.randomUUID()}`;
      await runtime.runPromise(
        Effect.gen(function* () {
          const sql = yield* SqlClient.SqlClient;
          const store = yield* EventStore;
          yield* sql.withTransaction(
            Effect.gen(function* () {
              yield* store.append(stream, 'test', [event('First')], ExpectedVersion.noStream);
              yield* store.append(stream, 'test', [event('Second')], ExpectedVersion.exact(1));
            }),
          );
          yield* sql`begin`;
          yield* store.append(`open-${stream}`, 'test', [event('Uncommitted')], ExpectedVersion.noStream);
        }),
      );
      // What a crash would leave: the data directory as it is now, opened by another PGlite.
      const copy = dir();
      cpSync(live, copy, { recursive: true });
      const reopened = await PGlite.create(copy);
      try {
        const rows = await reopened.query<{ type: string }>(
          'select type from mm_events where stream_id in ($1, $2) order by global_position',
          [stream, `open-${stream}`],
        );
        expect(rows.rows.map((r) => r.type)).toEqual(['First', 'Second']);
      } finally {
        await reopened.close();
      }
    } finally {
      await runtime.dispose();
    }
  }, 60_000);
});
