// The account export over a long history: `npm run bench:export -w @market-muse/api` (PGlite; PostgreSQL
// when DATABASE_URL is set; EVENTS=n for another size, 50,000 by default). Appends the events for one
// account through the store's own append, then prints the export's speed over HTTP (a run of its own,
// undisturbed) beside its target, and, for the export streamed to a sink and for the same events built
// whole in memory, the bytes, seconds and peak growth of live heap and RSS beside the bound (a quarter of
// the data). Asserts nothing.

import {
  appendHistory,
  type MemoryRun,
  mb,
  measured,
  streamExport,
  wholeInMemory,
} from '../test/exportLoad.ts';
import { startApp } from '../test/harness.ts';
import { signedIn } from '../test/roadmapsScenario.ts';

const EVENTS = Number(process.env.EVENTS ?? 50_000);
/** Events a second one account's export must reach over HTTP. */
const TARGET_EVENTS_PER_SECOND = 3_000;
const kind = process.env.DATABASE_URL ? 'postgres' : 'embedded';
// No asynchronous projections: catching up on the history just appended would share the database with
// the export timed here.
const app = await startApp(kind, { runProjections: false });
try {
  const c = await signedIn(app);
  const appendStarted = performance.now();
  await appendHistory(app, c.userId, EVENTS);
  console.log(
    `\nOn ${kind}: ${EVENTS.toLocaleString('en')} events appended in ${((performance.now() - appendStarted) / 1000).toFixed(1)} s`,
  );
  const timed = performance.now();
  await streamExport(app, c.cookie ?? '');
  const perSecond = Math.round(EVENTS / ((performance.now() - timed) / 1000));
  console.log(
    `  export over HTTP: ${perSecond.toLocaleString('en')} events/s ` +
      `(target ≥ ${TARGET_EVENTS_PER_SECOND.toLocaleString('en')}: ${perSecond >= TARGET_EVENTS_PER_SECOND ? 'met' : 'MISSED'})`,
  );
  const naive = await measured((sample) => wholeInMemory(app, c.userId, sample));
  const streamed = await measured(() => streamExport(app, c.cookie ?? ''));
  const bound = naive.bytes / 4;
  const line = (label: string, run: MemoryRun) =>
    console.log(
      `  ${label.padEnd(26)} ${mb(run.bytes).padStart(9)} ${(run.millis / 1000).toFixed(1).padStart(6)} s  ` +
        `heap +${mb(run.heapGrowth).padStart(9)}  RSS +${mb(run.rssGrowth).padStart(9)}  (bound ${mb(bound)})`,
    );
  line('export streamed (zip)', streamed);
  line('built whole in memory', naive);
  console.log(`  streamed heap growth ${streamed.heapGrowth < bound ? 'within' : 'OVER'} the bound`);
} finally {
  await app.close();
}
