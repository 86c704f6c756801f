// The one-off migration of a history recorded before personal fields were encrypted:
//   npm run seal-history
// Renames the e-mail streams to their keyed ids (MM_EMAIL_STREAM_KEY), then encrypts the personal fields of
// every stored event in place (docs/personal-data.md). Idempotent: a second run changes nothing. With the
// embedded database, stop the server first: PGlite is opened by one process at a time.
import { resolve } from 'node:path';
import { SqlClient } from '@effect/sql';
import { keyEmailStreams } from '@market-muse/commands';
import { eventUpcasters, personalDataPolicy } from '@market-muse/contracts';
import { emailStreamKeyFromEnv } from '@market-muse/domain';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  EventStoreLive,
  KeyEncryptionKeysRef,
  migrateEventStore,
  rewrapKeys,
  sealStoredEvents,
} from '@market-muse/eventstore';
import { Effect, Layer } from 'effect';

const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  const renamed = yield* keyEmailStreams(emailStreamKeyFromEnv(process.env));
  const sealed = yield* sealStoredEvents(personalDataPolicy);
  // Keys stored before keys were wrapped are wrapped now, so no key is left readable in the table.
  const rewrapped = yield* rewrapKeys(yield* SqlClient.SqlClient, yield* KeyEncryptionKeysRef);
  console.log(
    `Renamed ${renamed} e-mail stream(s) to keyed ids; encrypted the personal fields of ${sealed} event(s); wrapped ${rewrapped} key(s).`,
  );
  return 0;
});

const code = await Effect.runPromise(
  program.pipe(
    Effect.provide(
      EventStoreLive(eventUpcasters, personalDataPolicy).pipe(
        Layer.provideMerge(DatabaseLive(databaseConfigFromEnv(process.env, defaultDataDir))),
      ),
    ),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('Sealing the history failed:', error);
  return 1;
});
process.exit(code);
