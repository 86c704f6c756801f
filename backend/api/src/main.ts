// Market Muse server: `node backend/api/src/main.ts` (npm start builds the frontends first).
import { NodeRuntime } from '@effect/platform-node';
import { Effect, Layer } from 'effect';
import { configFromEnv } from './config.ts';
import { AppLive } from './server.ts';

const config = configFromEnv();
console.log(
  `Market Muse starting on port ${config.port} with ${
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${config.database.dataDir}`
  }`,
);
// SIGTERM/SIGINT interrupt the launch: the layers are released in reverse (HTTP drained, projections
// stopped and their leases released, database closed), then the process exits 0.
NodeRuntime.runMain(
  Layer.launch(AppLive(config)).pipe(
    Effect.onInterrupt(() =>
      Effect.logInfo('Market Muse stopped: requests drained, leases released, database closed'),
    ),
  ),
);
