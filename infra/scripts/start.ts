// `npm start`: builds the host shell and the remotes when their sources changed (turbo caches the rest),
// then serves everything on one port (PORT, default 3000) with PGlite unless DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const turbo = resolve(root, 'node_modules/.bin/turbo');
const build = spawnSync(
  turbo,
  ['run', 'build', '--filter=@market-muse/host', '--filter=./mfe/*', '--output-logs=errors-only'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' } },
);
if (build.status !== 0) {
  console.error('Building the frontends failed; see the output above.');
  process.exit(build.status ?? 1);
}
await import('../../backend/api/src/main.ts');
