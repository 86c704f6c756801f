// k6, built once from the Go module proxy (`go install`, no other download) and cached outside the repo:
// ~/.cache/market-muse/k6/bin/k6 (70 MB, about 2.5 minutes on 2 cores; later runs reuse it).
// `node infra/scripts/k6.ts` builds it when missing and prints its path; `npm run load` calls ensureK6().
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The pinned k6 release; a cached binary of another version is rebuilt. */
export const K6_VERSION = 'v1.8.1';

const cacheDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'market-muse', 'k6');
const binDir = join(cacheDir, 'bin');
export const k6Path = join(binDir, 'k6');

/** Go from PATH, else the usual install location (CI's login PATH may not hold it). */
const goBinary = () => {
  for (const candidate of ['go', '/usr/local/go/bin/go']) {
    if (spawnSync(candidate, ['version'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  return null;
};

const cachedVersionMatches = () => {
  if (!existsSync(k6Path)) return false;
  const result = spawnSync(k6Path, ['version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes(K6_VERSION);
};

/** The path of a working k6 of the pinned version, building it first when the cache has none. */
export function ensureK6(): string {
  if (cachedVersionMatches()) return k6Path;
  const go = goBinary();
  if (!go)
    throw new Error('building k6 needs Go (https://go.dev); none was found on PATH or in /usr/local/go');
  mkdirSync(binDir, { recursive: true });
  console.log(`Building k6 ${K6_VERSION} into ${binDir} (once; about 2.5 minutes)…`);
  const started = Date.now();
  const build = spawnSync(go, ['install', `go.k6.io/k6@${K6_VERSION}`], {
    stdio: 'inherit',
    // A module-aware build outside any module; CGO off gives a static binary that any later run can use.
    env: { ...process.env, GOBIN: binDir, GOFLAGS: '-buildvcs=false', CGO_ENABLED: '0', GO111MODULE: 'on' },
    cwd: cacheDir,
  });
  if (build.status !== 0 || !cachedVersionMatches()) {
    throw new Error(`building k6 ${K6_VERSION} failed (go install exited with ${build.status})`);
  }
  console.log(`Built k6 in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return k6Path;
}

if (import.meta.main) {
  try {
    console.log(ensureK6());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
