// `npm run fuzz`: schemathesis (PyPI) generates requests from /api/openapi.json against the real server and
// fails on any 5xx or any answer the document does not describe (status, content type, body schema,
// headers), and on a method the document does not list that is not answered 405 with Allow.
// The server runs on a database made for the run (DATABASE_URL set), else on a fresh embedded one; the
// run covers every operation twice: signed in (a user with a profile and a project) and signed out.
// schemathesis lives in a venv cached in ~/.cache/market-muse/venv (created and pinned here).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, root, startServer } from './load/processes.ts';

const SCHEMATHESIS = '4.32.5';
const venv = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'market-muse', 'venv');
const bin = (name: string) => join(venv, 'bin', name);

/** Examples per operation and pass; with ~60 operations and two passes this is well over 1,000 requests. */
const EXAMPLES = Number(process.env.MM_FUZZ_EXAMPLES ?? 6);
const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_schema_conformance',
  'response_headers_conformance',
  'unsupported_method',
].join(',');

const AUTH_WRITES = ['/api/auth/register', '/api/auth/login'];

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
  ] as const) {
    const res = await post(path, body);
    if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  }
  return cookie;
}

interface Pass {
  readonly name: string;
  readonly headers: ReadonlyArray<string>;
  readonly exclude?: ReadonlyArray<string>;
  readonly include?: ReadonlyArray<string>;
  readonly phases?: string;
}

function runPass(url: string, pass: Pass, reports: string) {
  const report = join(reports, `${pass.name.replace(' ', '-')}.xml`);
  const args = [
    'run',
    `${url}/api/openapi.json`,
    '--url',
    url,
    '--checks',
    CHECKS,
    '--phases',
    pass.phases ?? 'examples,coverage,fuzzing',
    '--max-examples',
    String(EXAMPLES),
    '--workers',
    '2',
    '--seed',
    process.env.MM_FUZZ_SEED ?? '15',
    '--request-timeout',
    '20',
    '--suppress-health-check',
    'all',
    '--report',
    'junit',
    '--report-junit-path',
    report,
    ...pass.headers.flatMap((header) => ['-H', header]),
    ...(pass.exclude ?? []).flatMap((path) => ['--exclude-path', path]),
    ...(pass.include ?? []).flatMap((path) => ['--include-path', path]),
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
  // Its summary line: "Test cases: 2345 generated, ...".
  const requests = Number(/(\d+) generated/.exec(result.stdout ?? '')?.[1] ?? 0);
  return { ok: result.status === 0, requests };
}

ensureSchemathesis();
const database = await createDatabase(process.env.DATABASE_URL);
console.log(`server on ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded PGlite'}`);
const server = await startServer(database);
const started = Date.now();
let failed = false;
try {
  const cookie = await signUp(server.url);
  const reports = mkdtempSync(join(tmpdir(), 'mm-fuzz-'));
  const passes: Pass[] = [
    // Logout would revoke the session and sign the rest of the pass out; the signed-out pass covers it.
    { name: 'signed in', headers: [`Cookie: ${cookie}`], exclude: ['/api/auth/logout'] },
    // Sign-up and sign-in hash every valid password (argon2id, memory-hard by design): the coverage phase's
    // hundreds of valid bodies would take minutes, so those two get generated cases only.
    { name: 'signed out', headers: [], exclude: AUTH_WRITES },
    { name: 'sign-up and sign-in', headers: [], include: AUTH_WRITES, phases: 'examples,fuzzing' },
  ];
  let requests = 0;
  for (const pass of passes) {
    const result = runPass(server.url, pass, reports);
    requests += result.requests;
    if (!result.ok) failed = true;
  }
  console.log(
    `\nfuzzing: ${failed ? 'FAILED' : 'ok'}, ${requests || 'unknown number of'} generated requests in ${((Date.now() - started) / 1000).toFixed(0)} s (reports in ${reports})`,
  );
} finally {
  await server.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
