// One user's state as of a past time, from the events alone:
//   npm run history -- <userId | email> <ISO time, e.g. 2026-11-21T10:00:00Z>   (time defaults to now)
// With the embedded database, stop the server first: PGlite is opened by one process at a time.
import { resolve } from 'node:path';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { EmailStreamKey, emailStreamKeyFromEnv } from '@market-muse/domain';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  migrateEventStore,
} from '@market-muse/eventstore';
import { Effect, Layer } from 'effect';
import { resolveUserId, stateAsOf } from '../history.ts';

const [who, time] = process.argv.slice(2).filter((a) => a !== '--');
const at = time ? new Date(time) : new Date();
if (!who || Number.isNaN(at.getTime())) {
  console.error('Usage: npm run history -- <userId | email> [ISO time]');
  process.exit(2);
}
const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  const userId = yield* resolveUserId(who);
  if (!userId) {
    console.error(`No user found for ${who}`);
    return 1;
  }
  console.log(JSON.stringify(yield* stateAsOf(userId, at), null, 2));
  return 0;
});

const code = await Effect.runPromise(
  program.pipe(
    Effect.provide(
      EventStoreLive(eventUpcasters, personalDataPolicy).pipe(
        Layer.provideMerge(DatabaseLive(databaseConfigFromEnv(process.env, defaultDataDir))),
      ),
    ),
    Effect.provideService(EmailStreamKey, emailStreamKeyFromEnv(process.env)),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('History failed:', error);
  return 1;
});
process.exit(code);
