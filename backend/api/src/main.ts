// Market Muse server: `node backend/api/src/main.ts [--role all|api|worker]` (`npm run serve`), after
// `npm run build`; it builds nothing. `npm start` builds the frontends first, then runs this.
import { NodeRuntime } from '@effect/platform-node';
import { assertPseudonymKeyFitsEnvironment } from '@market-muse/kafka';
import { Effect, Layer, Logger } from 'effect';
import { configFromEnv } from './config.ts';
import { AppLive } from './server.ts';

assertPseudonymKeyFitsEnvironment();
const config = configFromEnv();
console.log(
  `Market Muse starting as ${config.role ?? 'all'} on port ${config.port} with ${
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${config.database.dataDir}`
  }`,
);
// One JSON object per log line in production (or MM_LOG_FORMAT=json), for a log pipeline to index.
const json = process.env.MM_LOG_FORMAT
  ? process.env.MM_LOG_FORMAT === 'json'
  : process.env.NODE_ENV === 'production';
const Logs = json ? Logger.json : Layer.empty;
// SIGTERM/SIGINT interrupt the launch: the layers are released in reverse (HTTP drained, projections
// stopped and their leases released, database closed), then the process exits 0.
NodeRuntime.runMain(
  Layer.launch(AppLive(config)).pipe(
    Effect.onInterrupt(() =>
      Effect.logInfo('Market Muse stopped: requests drained, leases released, database closed'),
    ),
    Effect.provide(Logs),
  ),
);
