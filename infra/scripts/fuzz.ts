// `npm run fuzz`: schemathesis (PyPI) generates requests from /api/openapi.json against the real server
// with every one of its default checks: no 5xx; every answer as the document describes it (status,
// content type, body schema, headers); valid data accepted and invalid data refused (positive and
// negative generation), so the document and the server agree on every rule; a method the document does
// not list answered 405 with Allow; and the rest of schemathesis' defaults. Any finding fails the run.
// At least MM_FUZZ_EXAMPLES (50) examples per operation and pass; the seed is random unless
// MM_FUZZ_SEED is set, and printed, so a failing run can be replayed exactly.
// The server runs on a database made for the run (DATABASE_URL set), else on a fresh embedded one; every
// operation is fuzzed signed in (a user with a profile, a project and a goal) and signed out.
// schemathesis lives in a venv cached in ~/.cache/market-muse/venv (created and pinned here).
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createDatabase } from '@market-muse/test-servers/scratch-database';
import { root, startServer } from './load/processes.ts';

const SCHEMATHESIS = '4.32.5';
const venv = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'market-muse', 'venv');
const bin = (name: string) => join(venv, 'bin', name);

/** Examples per operation and pass (the fuzzing phase; the coverage phase adds its own). */
const EXAMPLES = Number(process.env.MM_FUZZ_EXAMPLES ?? 50);
/** The run's seed: given to replay a run, else drawn now. */
const SEED = process.env.MM_FUZZ_SEED ?? String(randomInt(1, 2 ** 31 - 1));
/** A pass's name as `--pass` takes it and its report files are named. */
const slug = (name: string) => name.replace(' ', '-');

function ensureSchemathesis() {
  const installed = spawnSync(bin('schemathesis'), ['--version'], { encoding: 'utf8' });
  if (installed.status === 0 && installed.stdout.includes(SCHEMATHESIS)) return;
  console.log(`installing schemathesis ${SCHEMATHESIS} into ${venv}`);
  const python = process.env.PYTHON ?? 'python3';
  if (!existsSync(bin('pip'))) {
    const made = spawnSync(python, ['-m', 'venv', venv], { stdio: 'inherit' });
    if (made.status !== 0)
      throw new Error(`${python} -m venv failed (on Debian: apt-get install python3-venv)`);
  }
  const pip = spawnSync(bin('pip'), ['install', '-q', `schemathesis==${SCHEMATHESIS}`], { stdio: 'inherit' });
  if (pip.status !== 0) throw new Error('pip install schemathesis failed');
}

/** A signed-in user with a profile and a project, so reads and commands have something to act on. */
async function signUp(url: string): Promise<string> {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `fuzz-${Date.now()}@example.com`,
      password: 'fuzzing-password-1',
      firstName: 'Fuzz',
      lastName: 'Tester',
    }),
  });
  if (register.status !== 201) throw new Error(`sign-up failed: ${register.status} ${await register.text()}`);
  const cookie = register.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error('sign-up set no session cookie');
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  for (const [path, body] of [
    [
      '/api/profile',
      {
        creativeTypes: ['photography'],
        experienceLevel: 'beginner',
        businessGoals: ['find_clients'],
        onboardingCompleted: true,
      },
    ],
    ['/api/projects', { name: 'Fuzzed book', projectType: 'book', projectStage: 'idea' }],
    ['/api/goals', { title: 'Sell 10 fuzzed books', targetValue: 10 }],
  ] as const) {
    const res = await post(path, body);
    if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

/**
 * Rules the document cannot state as JSON Schema, because they relate two values of a request or depend on
 * what the user has stored. Each is described in its operation's description; for these operations alone a
 * schema-valid request may also be refused with 400 (positive data is otherwise accepted or a 401, 404, 409
 * or 429, as schemathesis expects by default).
 */
const RULES_BEYOND_THE_SCHEMA: ReadonlyArray<{ method: string; path: string; rule: string }> = [
  { method: 'GET', path: '/api/calendar/posts', rule: '`to` must come after `from`' },
  {
    method: 'POST',
    path: '/api/import/demo',
    rule: "a day's `roadmap` must be the position of a roadmap of the import",
  },
  { method: 'POST', path: '/api/project-insights', rule: 'the profile must name the current project' },
  {
    method: 'POST',
    path: '/api/goals/{id}/progress',
    rule: "an increment must not take the goal's value below 0",
  },
  { method: 'DELETE', path: '/api/account', rule: "the password must be the account's own" },
  {
    method: 'PUT',
    path: '/api/account/connections/bluesky',
    rule: '`service` must be https and resolve only to public addresses, unless the server allows private hosts',
  },
];
const POSITIVE_DATA_STATUSES = ['2xx', '3xx', '401', '403', '404', '409', '429', '5xx'];

/**
 * Operations that call a server outside ours with what the request names. The fuzzed server refuses
 * addresses on its own network (loopback, private, link-local: 400 naming the field), but a public name
 * is still called, and this machine resolves and reaches no outside server: their documented 503 ("could
 * not be reached") is the right answer here and not a fault of ours; every other check still applies to
 * them. The real exchange is tested against a real server on loopback (backend/api's publishing tests).
 */
const CALLS_OUTSIDE_SERVERS: ReadonlyArray<{ method: string; path: string; server: string }> = [
  { method: 'PUT', path: '/api/account/connections/bluesky', server: "the account's Bluesky server" },
];

/** The run's schemathesis.toml: the session (for the signed-in pass) and the rules above. */
const configFor = (session: string | null) =>
  [
    ...(session ? ['[auth.openapi.session]', `api_key = ${JSON.stringify(session)}`, ''] : []),
    ...RULES_BEYOND_THE_SCHEMA.flatMap(({ method, path, rule }) => [
      `# ${rule}`,
      '[[operations]]',
      `include-method = "${method}"`,
      `include-path = "${path}"`,
      `checks.positive_data_acceptance.expected-statuses = ${JSON.stringify([...POSITIVE_DATA_STATUSES, '400'])}`,
      '',
    ]),
    ...CALLS_OUTSIDE_SERVERS.flatMap(({ method, path, server }) => [
      `# calls ${server}`,
      '[[operations]]',
      `include-method = "${method}"`,
      `include-path = "${path}"`,
      'checks.not_a_server_error.enabled = false',
      '',
    ]),
  ].join('\n');

interface Pass {
  readonly name: string;
  /** The session token to fuzz with (through the document's security scheme), or none. */
  readonly session: string | null;
  readonly exclude?: ReadonlyArray<string>;
  readonly phases?: string;
}

function runPass(url: string, pass: Pass, reports: string) {
  const report = join(reports, `${slug(pass.name)}.xml`);
  const config = join(reports, `${slug(pass.name)}.toml`);
  writeFileSync(config, configFor(pass.session));
  const args = [
    '--config-file',
    config,
    'run',
    `${url}/api/openapi.json`,
    '--url',
    url,
    ...(pass.phases ? ['--phases', pass.phases] : []),
    '--max-examples',
    String(EXAMPLES),
    // One worker: hypothesis parses lambda sources with `ast` while generating, which CPython 3.11 cannot
    // do from two threads at once ("AST constructor recursion depth mismatch"), and the server's two cores
    // are the limit anyway.
    '--workers',
    '1',
    '--seed',
    SEED,
    '--request-timeout',
    '20',
    '--suppress-health-check',
    'all',
    '--report',
    'junit',
    '--report-junit-path',
    report,
    ...(pass.exclude ?? []).flatMap((path) => ['--exclude-path', path]),
  ];
  console.log(`\n== schemathesis, ${pass.name}`);
  const result = spawnSync(bin('schemathesis'), args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  return { ok: result.status === 0, ...summaryOf(result.stdout ?? '') };
}

/**
 * The counts of schemathesis' closing summary: "Test cases: 2345 generated, 2345 passed" (or "…, 3 found
 * 2 unique failures"), and its last line ("== 2 failures, 1 error, 2 warnings in 226.02s ==").
 */
const summaryOf = (output: string) => {
  const cases = Number(/Test cases:\s*(\d+) generated/.exec(output)?.[1] ?? Number.NaN);
  const last = /^=+ (.*) in [\d.]+s =+$/m.exec(output)?.[1] ?? '';
  const failures = Number(/(\d+) failures?/.exec(last)?.[1] ?? 0);
  const errors = Number(/(\d+) errors?/.exec(last)?.[1] ?? 0);
  return { cases, failures, errors };
};

// `--prepare` installs schemathesis and stops (npm test does so before its lanes, which may fuzz side by
// side); `--pass signed-in` or `--pass signed-out` runs that pass alone, on a server of its own.
const { values: options } = parseArgs({
  options: { prepare: { type: 'boolean' }, pass: { type: 'string', multiple: true } },
});
ensureSchemathesis();
if (options.prepare) process.exit(0);
const PASS_NAMES = ['signed in', 'signed out'];
const chosen = options.pass ?? PASS_NAMES.map(slug);
const unknown = chosen.filter((name) => !PASS_NAMES.map(slug).includes(name));
if (unknown.length > 0) {
  console.error(`unknown pass ${unknown.join(', ')}: the passes are ${PASS_NAMES.map(slug).join(', ')}`);
  process.exit(2);
}
// The advisor quota would answer most of a pass's advisor requests 429, leaving the routes behind it
// unfuzzed; its 429 and Retry-After are tested in backend/api (boundary.test.ts).
process.env.MM_ADVISOR_REQUESTS_PER_MINUTE ??= '1000000';
const database = await createDatabase(process.env.DATABASE_URL);
console.log(`server on ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}`);
const server = await startServer(database);
const started = Date.now();
let failed = false;
try {
  const reports = mkdtempSync(join(tmpdir(), 'mm-fuzz-'));
  const passes: Pass[] = [];
  if (chosen.includes(slug('signed in'))) {
    const cookie = await signUp(server.url);
    // Logout would revoke the session and sign the rest of the pass out; the signed-out pass covers it.
    passes.push({
      name: 'signed in',
      session: cookie.slice(cookie.indexOf('=') + 1),
      exclude: ['/api/auth/logout'],
    });
  }
  if (chosen.includes(slug('signed out'))) passes.push({ name: 'signed out', session: null });
  let cases = 0;
  let findings = 0;
  let errors = 0;
  for (const pass of passes) {
    const result = runPass(server.url, pass, reports);
    cases += result.cases;
    findings += result.failures;
    errors += result.errors;
    if (!result.ok) failed = true;
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(
    `\nfuzzing (${passes.map((pass) => pass.name).join(', ')}): ${failed ? 'FAILED' : 'ok'}: ${cases} cases, ${findings} findings, ${errors} errors, ${EXAMPLES} examples per ` +
      `operation and pass, seed ${SEED} (replay: MM_FUZZ_SEED=${SEED} npm run fuzz -- ${passes.map((pass) => `--pass ${slug(pass.name)}`).join(' ')}), ${seconds} s, reports in ${reports}`,
  );
} finally {
  await server.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
