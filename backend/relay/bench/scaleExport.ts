import { createWriteStream } from 'node:fs';
import { Effect } from 'effect';
import { exportProgressEvents } from '../src/exportFromTable.ts';

/**
 * The analysts' export of every progress event recorded in the last week (all the seeded ones) to /dev/null,
 * in one format.
 */
export const measureExport = (format: 'ndjson' | 'csv') =>
  Effect.gen(function* () {
    const out = createWriteStream('/dev/null');
    const write = (chunk: string) =>
      new Promise<void>((done) => {
        if (out.write(chunk)) done();
        else out.once('drain', done);
      });
    const started = performance.now();
    const rows = yield* exportProgressEvents({
      from: new Date(Date.now() - 7 * 86_400_000),
      to: new Date(Date.now() + 86_400_000),
      format,
      pseudonymKey: 'bench',
      write,
    });
    const millis = Math.round(performance.now() - started);
    yield* Effect.promise(() => new Promise<void>((done) => out.end(done)));
    return { rows, millis };
  });
