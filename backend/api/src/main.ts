// Market Muse server: `node backend/api/src/main.ts` (npm start builds the frontends first).
import { NodeRuntime } from '@effect/platform-node';
import { Layer } from 'effect';
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
NodeRuntime.runMain(Layer.launch(AppLive(config)));
