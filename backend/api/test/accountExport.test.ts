import { EventStore, ExpectedVersion } from '@market-muse/eventstore';
import { OUTSIDE_CATALOGUE } from '@market-muse/projections';
import { Effect } from 'effect';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendHistory, measured, streamExport, wholeInMemory } from './exportLoad.ts';
import { databaseKinds, startApp } from './harness.ts';
import { type App, signedIn } from './roadmapsScenario.ts';

/** Events in the long history: about 20 MB of NDJSON, appended and exported in seconds. */
const LONG_HISTORY = 6_000;
/** The most the live heap may grow while that history streams out: half the data it holds. */
const HEAP_BOUND = 10 * 1024 * 1024;

const exportFiles = async (app: App, cookie: string) => {
  const response = await fetch(`${app.url}/api/account/export`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return {
    events: strFromU8(files['events.ndjson']!)
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { eventId: string; type: string; data: unknown }),
    readme: strFromU8(files['README.md']!),
  };
};

describe.each(databaseKinds)('the account export on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    // No asynchronous projections: the memory measured is the export's, not a catch-up's beside it.
    app = await startApp(kind, { runProjections: false });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('exports an event of a type outside the catalogue as it was recorded, and its README says so', async () => {
    const c = await signedIn(app, 'Otto');
    const eventId = crypto.randomUUID();
    const data = { userId: c.userId, shelf: 'kept from an older version', items: [1, 2, 3] };
    await app.runtime.runPromise(
      Effect.flatMap(EventStore, (store) =>
        store.append(
          `legacy-${c.userId}`,
          'legacy',
          [
            {
              eventId,
              type: 'ShelfArranged',
              schemaVersion: 1,
              data,
              metadata: {
                userId: c.userId,
                correlationId: crypto.randomUUID(),
                causationId: null,
                recordedAt: new Date().toISOString(),
              },
            },
          ],
          ExpectedVersion.noStream,
        ),
      ) as Effect.Effect<unknown, unknown, never>,
    );

    const exported = await exportFiles(app, c.cookie ?? '');
    expect(exported.events.find((e) => e.eventId === eventId)).toMatchObject({
      type: 'ShelfArranged',
      data,
    });
    expect(exported.readme).toContain(`## ShelfArranged\n\n${OUTSIDE_CATALOGUE}`);
    expect(exported.readme).toContain('## UserRegistered');
  });

  it('streams a long history in bounded memory', async () => {
    const c = await signedIn(app, 'Lena');
    await appendHistory(app, c.userId, LONG_HISTORY);

    const streamed = await measured((sample) => streamExport(app, c.cookie ?? '', sample), null);
    // The same events held whole: what the bound must catch, so the measure is shown to see it.
    const whole = await measured((sample) => wholeInMemory(app, c.userId, sample), null);
    expect(whole.bytes).toBeGreaterThan(1.5 * HEAP_BOUND);
    expect(whole.heapGrowth).toBeGreaterThan(HEAP_BOUND);
    expect(streamed.heapGrowth).toBeLessThan(HEAP_BOUND);
  }, 300_000);
});
