// `npm test`: lint, typecheck, build the frontends, then every workspace's tests, the API fuzzing and the
// small scale bench in two lanes side by side, then the load smoke alone, and a closing line with the totals.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: '1' };

const step = (title: string, command: string, args: string[], cwd = root) => {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return result.status === 0;
};

// `npm test -- --list` prints the suites it would run, in order, and stops.
if (process.argv.includes('--list')) {
  console.log(discoverSuites().join('\n'));
  process.exit(0);
}

const failures: string[] = [];

// The last lines of every lane step that failed, also repeated at the end: a suite that dies before its
// report is written (a crashed runner, a failed global setup) names no failed test, only its output does.
const failedTails: { title: string; tail: string }[] = [];
const TAIL_LINES = 60;

/**
 * Runs a step with its output held back and printed whole when it ends, so two lanes' logs never
 * interleave; a line says when it starts.
 */
const laneStep = (title: string, command: string, args: string[], cwd = root) =>
  new Promise<boolean>((done) => {
    console.log(`=== ${title}: started`);
    const started = Date.now();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${title}`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      if (code !== 0)
        failedTails.push({ title, tail: text.toString().split('\n').slice(-TAIL_LINES).join('\n') });
      console.log(
        `=== ${title}: ${code === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      done(code === 0);
    });
  });

// In CI, or whenever DATABASE_URL is set: schemathesis fuzzes the OpenAPI document against the real server
// on PostgreSQL with every default check (signed in and out, 50 examples per operation and pass, a random
// seed it prints; about 14,000 cases); any finding fails. Installing it is mostly a download, so it runs in
// the background from the start, beside the checks and the build, and the fuzzing passes wait for it.
const fuzzing = Boolean(process.env.CI || process.env.DATABASE_URL);
const schemathesisReady = fuzzing
  ? laneStep('schemathesis', 'npm', ['run', 'fuzz', '--', '--prepare'])
  : null;

if (!step('lint (biome)', bin('biome'), ['check', '.'])) failures.push('lint');
if (!step('typecheck', bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only']))
  failures.push('typecheck');
// Dependencies point one way (infra/dependency-rules/rules.cjs): packages never import backend, browser code
// never reaches Node built-ins or database drivers, the domain depends on contracts and effect.
if (!step('dependency rules', process.execPath, ['infra/scripts/dependencies.ts']))
  failures.push('dependencies');
// No unused files, exports or dependencies (knip.jsonc names the entry points its plugins cannot see).
if (!step('unused code (knip)', bin('knip'), ['--no-progress'])) failures.push('knip');
// Comments stand on their own: none points to a document outside the repository.
if (!step('comment references', process.execPath, ['infra/scripts/comment-references.ts']))
  failures.push('comment references');
if (
  !step('build frontends', bin('turbo'), [
    'run',
    'build',
    '--filter=@market-muse/host',
    '--filter=./mfe/*',
    '--output-logs=errors-only',
  ])
) {
  failures.push('build');
}

// Every workspace whose package.json has a `test` script, found from the root's `workspaces` (so a new
// remote's tests run without being listed anywhere), in dependency order: a workspace runs after the
// workspaces it depends on, ties kept in the order the root lists them. Each writes a JSON report so the
// totals can be summed.
const suites = discoverSuites();

function discoverSuites(): string[] {
  const manifest = (dir: string) =>
    JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      scripts?: Record<string, string>;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
  const patterns = (manifest('.') as unknown as { workspaces: string[] }).workspaces;
  const dirs = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
          .sort()
      : [pattern],
  );
  const workspaces = dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = manifest(dir);
      return {
        dir,
        name: pkg.name,
        tested: Boolean(pkg.scripts?.test),
        needs: Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }),
      };
    });
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (workspace: (typeof workspaces)[number]) => {
    if (placed.has(workspace.name)) return;
    placed.add(workspace.name);
    for (const need of workspace.needs) {
      const dependency = byName.get(need);
      if (dependency) place(dependency);
    }
    if (workspace.tested) ordered.push(workspace.dir);
  };
  for (const workspace of workspaces) place(workspace);
  return ordered;
}

const reports = mkdtempSync(join(tmpdir(), 'mm-test-'));
let passed = 0;
let failed = 0;
let skipped = 0;
// Named again at the end, so a CI log's tail says which test failed and why.
const failedTests: { title: string; message: string }[] = [];
const testSuite = async (dir: string) => {
  const report = join(reports, `${dir.replaceAll('/', '_')}.json`);
  const ok = await laneStep(
    `test ${dir}`,
    'npm',
    ['run', 'test', '--', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    join(root, dir),
  );
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      testResults: {
        name: string;
        assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
      }[];
    };
    passed += json.numPassedTests;
    failed += json.numFailedTests;
    skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults)
      for (const test of file.assertionResults)
        if (test.status === 'failed')
          failedTests.push({
            title: `${relative(root, file.name)} > ${test.fullName}`,
            message: test.failureMessages.join('\n').split('\n').slice(0, 12).join('\n'),
          });
  }
  if (!ok) failures.push(dir);
};

// CI only: the scale benchmark, small (about 15,000 events), on its own PostgreSQL database, so the seed,
// the rebuilds, the lag and the export at scale keep working; its figures assert nothing. The full run (a
// million events) is `npm run bench:scale` by hand. Its Kafka path is left out here (the Kafka suites cover
// that code), and so is the API's part (the k6 profile alone takes minutes; the load smoke below runs the
// same server under k6).
const scaleBench = async () => {
  if (
    !(await laneStep('scale bench (small)', 'npm', [
      'run',
      'bench:scale',
      '--',
      '--users',
      '80',
      '--days',
      '60',
      '--lag-seconds',
      '3',
      '--database',
      'mm_scale_ci',
      '--fresh',
      '--no-kafka',
      '--no-api',
    ]))
  )
    failures.push('scale bench');
};

// Each fuzzing pass runs on a server of its own, so the two can take a lane each, once schemathesis is in.
const fuzzPass = (pass: 'signed-in' | 'signed-out') => async () => {
  if (!(await schemathesisReady)) {
    failures.push(`fuzzing ${pass} (schemathesis not installed)`);
    return;
  }
  if (!(await laneStep(`API fuzzing (schemathesis), ${pass}`, 'npm', ['run', 'fuzz', '--', '--pass', pass])))
    failures.push(`fuzzing ${pass}`);
};

// What a browser downloads for the landing page and the dashboard, per app (first-load budget): it needs the
// build only, so a lane takes it first while the other starts the longest suite.
const firstLoad = async () => {
  if (!(await laneStep('first-load size', process.execPath, ['infra/scripts/first-load.ts'])))
    failures.push('first-load');
};

// Two lanes take the steps from one queue, each the next step when its last one ends, so neither waits on
// the other. The steps that take longest go first (side by side on two cores: the browser suite and the
// API suite about 18 minutes each, the fuzzing passes 8 and 5), so no long step starts last and runs
// alone; then the workspaces in dependency order. Each suite uses its own databases, topics and ports, so
// the lanes share nothing but the machine.
const LONGEST_FIRST = ['e2e', 'backend/api'];
const queue: Array<() => Promise<void>> = [
  firstLoad,
  ...LONGEST_FIRST.filter((dir) => suites.includes(dir)).map((dir) => () => testSuite(dir)),
  ...(fuzzing ? [fuzzPass('signed-in'), fuzzPass('signed-out')] : []),
  ...suites.filter((dir) => !LONGEST_FIRST.includes(dir)).map((dir) => () => testSuite(dir)),
  ...(process.env.CI && process.env.DATABASE_URL ? [scaleBench] : []),
];
const lane = async () => {
  for (let next = queue.shift(); next; next = queue.shift()) await next();
};
await Promise.all([lane(), lane()]);

// CI only: the k6 smoke (infra/k6) against the real server on PostgreSQL, alone, since it measures
// latency against a bare baseline; any error or breached threshold fails the run. Outside CI it is
// `npm run load -- smoke` by hand (building k6 takes minutes the first time).
if (process.env.CI && !step('load smoke (k6)', 'npm', ['run', 'load', '--', 'smoke']))
  failures.push('load smoke');

for (const { title, tail } of failedTails)
  console.log(`\n=== the last ${TAIL_LINES} lines of '${title}'\n${tail}`);
for (const { title, message } of failedTests) console.log(`\n✗ ${title}\n${message}`);
console.log(`\nSuites run: ${suites.join(', ')}`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length > 0 || failed > 0 ? 1 : 0);
