import { applySchema, migrateEventStore } from '@market-muse/eventstore';
import { allProjections, ensureProjections } from '@market-muse/projections';
import { Effect } from 'effect';
import { accountTokensDdl } from './auth/accountTokens.ts';
import { sessionsDdl } from './auth/sessions.ts';
import { limitsDdl } from './limits/limits.ts';
import { pendingSignInsDdl } from './oidc/pendingSignIns.ts';
import { challengesDdl } from './passkeys/challenges.ts';
import { passkeysDdl } from './passkeys/credentials.ts';
import { connectedAccountsDdl } from './publishing/connectedAccounts.ts';
import { postResultFetchesDdl } from './publishing/postResults.ts';
import { demoImportsDdl } from './store/demoImports.ts';
import { oneOffMigrationsDdl } from './store/oneOffMigrations.ts';
import { readModelIndexesDdl } from './store/readModelIndexes.ts';

/** Runs at every start: event store tables, the API's own tables, then read models (rebuilt if changed). */
export const migrate = Effect.gen(function* () {
  yield* migrateEventStore;
  yield* applySchema(
    'api',
    [
      sessionsDdl,
      limitsDdl,
      accountTokensDdl,
      demoImportsDdl,
      connectedAccountsDdl,
      postResultFetchesDdl,
      oneOffMigrationsDdl,
      pendingSignInsDdl,
      passkeysDdl,
      challengesDdl,
    ].join(';\n'),
  );
  const rebuilt = yield* ensureProjections(allProjections);
  for (const report of rebuilt) {
    yield* Effect.logInfo(
      `Read model ${report.projection} built from ${report.events} events in ${report.millis} ms`,
    );
  }
  // Under the same lock as the API's tables: two processes starting together would race on the names.
  yield* applySchema('read-model-indexes', readModelIndexesDdl);
});
