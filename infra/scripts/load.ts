// `npm run load -- [smoke|load|soak]`: the k6 load test of infra/k6 against the real server.
// Starts the server on a free port (on a database made for the run when DATABASE_URL is set, else on a
// fresh embedded one), runs the mixed journeys (k6 prints its summary), then, on PostgreSQL, measures
// GET /api/projects against the server and against a bare node:http + pg baseline on the same database,
// and prints a report with the figures per request kind and our throughput as a ratio of the baseline's.
// Exits non-zero when a threshold (infra/k6/lib/profiles.js) is breached or any request failed.
// `npm run load -- scale --database NAME`: the load profile on a big store that exists already (a copy of
// the scale bench's million events, on DATABASE_URL's server; kept after the run), signed in as its
// seeded creators with the most history instead of fresh accounts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEV_KEY_ENCRYPTION_KEY } from '@market-muse/eventstore';
import { createDatabase, type Database } from '@market-muse/test-servers/scratch-database';
import { ensureK6 } from './k6.ts';
import { root, startBaseline, startServer } from './load/processes.ts';
import { type SeededSessions, seededSessions } from './load/seededSessions.ts';
import { settledStore } from './load/settledStore.ts';

type Profile = 'smoke' | 'load' | 'soak' | 'scale';
const PROFILES: Record<Profile, { vus: number; duration: string; ratio: { vus: number; seconds: number } }> =
  {
    smoke: { vus: 5, duration: '30 s', ratio: { vus: 20, seconds: 10 } },
    load: { vus: 100, duration: '2 min', ratio: { vus: 50, seconds: 30 } },
    soak: { vus: 100, duration: '10 min', ratio: { vus: 50, seconds: 30 } },
    scale: { vus: 100, duration: '2 min', ratio: { vus: 50, seconds: 30 } },
  };
/** The most VUs the sign-up scenario may use (SIGN_UP_MAX_VUS in infra/k6/lib/profiles.js). */
const SIGN_UP_VUS = 20;
/** The issue's target for reads: at least half the bare baseline's throughput. */
const RATIO_TARGET = 0.5;

const { positionals, values: options } = parseArgs({
  allowPositionals: true,
  options: { database: { type: 'string' } },
});
const profile = (positionals[0] ?? 'smoke') as Profile;
if (!(profile in PROFILES)) {
  console.error(`usage: npm run load -- [smoke|load|soak|scale] (got '${positionals[0]}')`);
  process.exit(2);
}
if (profile === 'scale' && !(process.env.DATABASE_URL && /^[a-z_][a-z0-9_]*$/.test(options.database ?? ''))) {
  console.error('usage: DATABASE_URL=postgres://… npm run load -- scale --database <a seeded database>');
  process.exit(2);
}

interface Metric {
  readonly count?: number;
  readonly rate?: number;
  readonly passes?: number;
  readonly fails?: number;
  readonly value?: number;
  readonly med?: number;
  readonly 'p(95)'?: number;
  readonly 'p(99)'?: number;
  readonly max?: number;
  readonly thresholds?: Record<string, boolean>;
}
interface Summary {
  readonly metrics: Record<string, Metric>;
}

const work = mkdtempSync(join(tmpdir(), 'mm-load-report-'));
let exports = 0;

/** Runs one k6 script; answers its exit code and its summary export. */
function k6Run(k6: string, script: string, env: Record<string, string>, quiet = false) {
  const summaryFile = join(work, `summary-${exports++}.json`);
  const args = ['run', '--quiet', `--summary-export=${summaryFile}`, '--no-usage-report'];
  for (const [name, value] of Object.entries(env)) args.push('-e', `${name}=${value}`);
  args.push(join(root, 'infra/k6', script));
  const result = spawnSync(k6, args, {
    cwd: root,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  let summary: Summary | null = null;
  try {
    summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as Summary;
  } catch {
    // No summary: k6 failed before the test ran; its exit code tells.
  }
  return { status: result.status ?? 1, summary };
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(1)} ms`);
const pad = (text: string, width: number) => text.padStart(width);

/** Seconds of measured traffic in the journeys run (the ramp-up counts: requests flow during it). */
const JOURNEY_SECONDS: Record<Profile, number> = { smoke: 30, load: 135, soak: 630, scale: 135 };

function journeyReport(summary: Summary) {
  const seconds = JOURNEY_SECONDS[profile];
  const rows = ['read', 'write', 'advisor', 'signup'].map((kind) => {
    const metric = summary.metrics[`http_req_duration{kind:${kind}}`];
    const count = metric?.count ?? 0;
    const breached = Object.entries(metric?.thresholds ?? {})
      .filter(([, failed]) => failed)
      .map(([expression]) => expression);
    return [
      kind,
      pad(String(count), 8),
      pad((count / seconds).toFixed(1), 8),
      pad(ms(metric?.med), 10),
      pad(ms(metric?.['p(95)']), 10),
      pad(ms(metric?.['p(99)']), 10),
      pad(ms(metric?.max), 10),
      `  ${Object.keys(metric?.thresholds ?? {}).join(', ')}${breached.length > 0 ? '  BREACHED' : ''}`,
    ].join('');
  });
  const routes = Object.entries(summary.metrics)
    .flatMap(([name, metric]) => {
      const route = /^http_req_duration\{name:(.+)\}$/.exec(name)?.[1];
      return route === undefined ? [] : [{ route, metric }];
    })
    .sort((a, b) => (b.metric['p(95)'] ?? 0) - (a.metric['p(95)'] ?? 0))
    .map(({ route, metric }) =>
      [
        `  ${route}`.padEnd(30),
        pad(String(metric.count ?? 0), 8),
        pad(ms(metric.med), 10),
        pad(ms(metric['p(95)']), 10),
        pad(ms(metric.max), 10),
      ].join(''),
    );
  const failed = summary.metrics.http_req_failed;
  const checks = summary.metrics.checks;
  return [
    `kind      requests   req/s     median       p95       p99       max  budget`,
    ...rows.map((row) => row.replace(/^(\w+)/, (kind) => kind.padEnd(7))),
    ...(routes.length > 0
      ? [`by route                      requests    median       p95       max`, ...routes]
      : []),
    `failed requests: ${failed?.passes ?? 0} of ${(failed?.passes ?? 0) + (failed?.fails ?? 0)}; ` +
      `checks: ${checks?.passes ?? 0} passed, ${checks?.fails ?? 0} failed`,
  ].join('\n');
}

async function ratioReport(k6: string, database: Database, serverUrl: string) {
  const { vus, seconds } = PROFILES[profile].ratio;
  if (!database.url) {
    return {
      ok: true,
      text:
        'Baseline: skipped. The bare baseline is node:http + pg on PostgreSQL; the embedded database lives ' +
        'inside the server process, so there is nothing to compare against. Set DATABASE_URL for the ratio.',
    };
  }
  const baseline = await startBaseline(database.url);
  try {
    const measure = (target: string) => {
      const env = { BASE_URL: serverUrl, TARGET_URL: target, VUS: String(vus), DURATION: `${seconds}s` };
      const { status, summary } = k6Run(k6, 'projects-read.js', env, true);
      const duration = summary?.metrics['http_req_duration{name:/api/projects}'];
      const count = summary?.metrics['http_reqs{name:/api/projects}']?.count ?? 0;
      return { ok: status === 0, perSecond: count / seconds, p95: duration?.['p(95)'] };
    };
    console.log(`\nMeasuring GET /api/projects: ${vus} VUs, ${seconds} s each, ours then the baseline…`);
    const ours = measure(serverUrl);
    const bare = measure(baseline.url);
    const ratio = bare.perSecond > 0 ? ours.perSecond / bare.perSecond : 0;
    const meets = ratio >= RATIO_TARGET;
    return {
      ok: ours.ok && bare.ok && (profile === 'smoke' || meets),
      text: [
        `Baseline, GET /api/projects (${vus} closed-loop VUs, no think time, ${seconds} s, same database):`,
        `  Market Muse               ${pad(ours.perSecond.toFixed(0), 6)} req/s   p95 ${ms(ours.p95)}${ours.ok ? '' : '  (errors)'}`,
        `  bare node:http + pg       ${pad(bare.perSecond.toFixed(0), 6)} req/s   p95 ${ms(bare.p95)}${bare.ok ? '' : '  (errors)'}`,
        `  ratio ${ratio.toFixed(2)} × the baseline (target ≥ ${RATIO_TARGET}${meets ? ', met' : ', NOT met'})`,
      ].join('\n'),
    };
  } finally {
    await baseline.stop();
  }
}

/** The named database on DATABASE_URL's server, as it is: never created or dropped here. */
const existingDatabase = (serverUrl: string, name: string): Database => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { kind: 'postgres', url: url.toString(), dataDir: null, drop: async () => {} };
};

const k6 = ensureK6();
const database =
  profile === 'scale'
    ? existingDatabase(process.env.DATABASE_URL!, options.database!)
    : await createDatabase(process.env.DATABASE_URL);
const seeded: SeededSessions | null =
  // k6 numbers VUs across scenarios (the sign-ups' too), so a user journey's VU may be numbered past the
  // profile's VUs: a creator for every number keeps two VUs from playing one creator at once.
  profile === 'scale' ? await seededSessions(database.url!, PROFILES.scale.vus + SIGN_UP_VUS) : null;
const where = seeded
  ? `PostgreSQL, ${options.database} (${seeded.tokens.length} seeded creators of ${seeded.events.least}–${seeded.events.most} events each)`
  : database.kind === 'postgres'
    ? 'PostgreSQL (a database made for this run)'
    : 'embedded PGlite';
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ${(totalmem() / 2 ** 30).toFixed(0)} GiB; k6 on the same machine`;
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const { vus, duration } = PROFILES[profile];
console.log(`Load test '${profile}': ${vus} VUs for ${duration} on ${where}\nMachine: ${machine}; ${load()}`);

/**
 * The same profile on a fresh, empty store first, its users provisioned as `load` provisions them: the raw
 * baseline of a `scale` run, on the machine as loaded as it is during the run, so the big store's figures
 * read as what the store's size costs rather than what the shared machine's load does.
 */
const freshStoreRun = async () => {
  const fresh = await createDatabase(process.env.DATABASE_URL);
  const freshServer = await startServer(fresh);
  try {
    console.log(`Raw baseline: the same profile on a fresh store first (${load()})…`);
    const run = k6Run(
      k6,
      'journeys.js',
      { BASE_URL: freshServer.url, PROFILE: profile, DB: 'postgres' },
      true,
    );
    return { summary: run.summary, load: load() };
  } finally {
    await freshServer.stop();
    await fresh.drop();
  }
};
const freshStore = seeded ? await freshStoreRun() : null;

let exitCode = 1;
// The seeded store's personal data keys are wrapped with the development key: the server holds it as a
// previous key (as during a rotation), so it opens them and wraps new ones with its own.
const server = await startServer(
  database,
  seeded ? { MM_PREVIOUS_KEY_ENCRYPTION_KEYS: DEV_KEY_ENCRYPTION_KEY } : {},
);
try {
  const settled = seeded ? await settledStore(database.url!, !process.env.KAFKA_BROKERS) : null;
  const rest = settled
    ? settled.stillBehind.length > 0
      ? `the store was still busy after ${settled.seconds.toFixed(0)} s (${settled.stillBehind.join(', ')}): measured anyway`
      : `the store came to rest in ${settled.seconds.toFixed(1)} s${settled.waitedFor.length > 0 ? ` (${settled.waitedFor.join(', ')})` : ''}`
    : null;
  if (rest) console.log(`Before the run, ${rest}`);
  const journeys = k6Run(k6, 'journeys.js', {
    BASE_URL: server.url,
    PROFILE: profile,
    DB: database.kind,
    ...(seeded ? { SEEDED_SESSIONS: seeded.tokens.join(',') } : {}),
  });
  const ratio = await ratioReport(k6, database, server.url);
  console.log(`\n=== Load test '${profile}' on ${where}, ${vus} VUs, ${duration}`);
  console.log(`Machine: ${machine}; ${load()} at the end`);
  if (freshStore?.summary) {
    console.log(`Raw baseline, the same profile on a fresh store (${freshStore.load} at its end):`);
    console.log(journeyReport(freshStore.summary));
    console.log(`On ${where}${rest ? `; ${rest}` : ''}:`);
  }
  if (journeys.summary) console.log(journeyReport(journeys.summary));
  console.log(ratio.text);
  const passed = journeys.status === 0 && ratio.ok;
  console.log(
    passed
      ? `=== ${profile}: every threshold met, no errors`
      : `=== ${profile}: FAILED (k6 exit ${journeys.status}${journeys.status === 99 ? ': a threshold was breached' : ''}${ratio.ok ? '' : '; baseline ratio below target or errors'})`,
  );
  exitCode = passed ? 0 : 1;
} finally {
  await server.stop();
  await seeded?.remove();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
