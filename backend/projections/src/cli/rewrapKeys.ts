// Rotates the key-encryption key (docs/personal-data.md):
//   MM_KEY_ENCRYPTION_KEY=<new> MM_PREVIOUS_KEY_ENCRYPTION_KEYS=<old> npm run rewrap-keys
// Re-wraps every person's data key under the current KEK (keys wrapped by a previous one, and keys stored
// before keys were wrapped); no event is touched. Idempotent, a batch at a time under a lock, safe while the
// servers run with both keys configured. With the embedded database, stop the server first.
import { resolve } from 'node:path';
import { SqlClient } from '@effect/sql';
import {
  DatabaseLive,
  databaseConfigFromEnv,
  KeyEncryptionKeysRef,
  migrateEventStore,
  rewrapKeys,
} from '@market-muse/eventstore';
import { Effect } from 'effect';

const defaultDataDir = resolve(import.meta.dirname, '../../../../.data/pglite');

const program = Effect.gen(function* () {
  yield* migrateEventStore;
  const keks = yield* KeyEncryptionKeysRef;
  const rewrapped = yield* rewrapKeys(yield* SqlClient.SqlClient, keks);
  console.log(`Re-wrapped ${rewrapped} personal data key(s) under key-encryption key ${keks.current.id}.`);
  return 0;
});

const code = await Effect.runPromise(
  program.pipe(
    Effect.provide(DatabaseLive(databaseConfigFromEnv(process.env, defaultDataDir))),
    Effect.scoped,
  ),
).catch((error) => {
  console.error('Re-wrapping the keys failed:', error);
  return 1;
});
process.exit(code);
