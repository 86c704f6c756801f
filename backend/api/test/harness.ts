import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpServer } from '@effect/platform';
import { TestDatabase } from '@market-muse/eventstore/testing';
import { Effect, ManagedRuntime } from 'effect';
import type { AppConfig } from '../src/config.ts';
import { AppLive } from '../src/server.ts';

export const databaseKinds: ReadonlyArray<'embedded' | 'postgres'> =
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'];

/** A static root with a tiny fake build, so static serving is tested without building the frontends. */
export const PRERENDERED_LANDING = '<!doctype html><div id="root"><h1>Prerendered landing</h1></div>';
export const PRERENDERED_NOT_FOUND = '<!doctype html><div id="root"><h1>Page not found</h1></div>';
export const PRERENDERED_GUIDE = '<!doctype html><div id="root"><h1>Your first market stall</h1></div>';

const fakeStaticRoot = () => {
  const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
  const root = mkdtempSync(join(tmpdir(), 'mm-static-'));
  mkdirSync(join(root, 'shells/host/dist'), { recursive: true });
  writeFileSync(join(root, 'shells/host/dist/index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(root, 'shells/host/dist/main.0123abcd.js'), 'console.log(1);\n'.repeat(200));
  mkdirSync(join(root, 'mfe/landing/dist'), { recursive: true });
  writeFileSync(join(root, 'mfe/landing/dist/mf-manifest.json'), '{"id":"landing"}');
  // The landing remote's prerendered `/`, and a page a remote built for a path only signed-in users have.
  mkdirSync(join(root, 'mfe/landing/dist/prerendered'), { recursive: true });
  writeFileSync(join(root, 'mfe/landing/dist/prerendered/index.html'), PRERENDERED_LANDING);
  writeFileSync(join(root, 'mfe/landing/dist/prerendered/not-found.html'), PRERENDERED_NOT_FOUND);
  mkdirSync(join(root, 'mfe/landing/dist/prerendered/guides/first-stall'), { recursive: true });
  writeFileSync(join(root, 'mfe/landing/dist/prerendered/guides/first-stall/index.html'), PRERENDERED_GUIDE);
  mkdirSync(join(root, 'mfe/projects/dist/prerendered/projects'), { recursive: true });
  writeFileSync(join(root, 'mfe/projects/dist/prerendered/projects/index.html'), 'not for signed-out eyes');
  writeFileSync(join(root, 'secret.txt'), 'do not serve');
  // The deployment's default manifest, as the repository ships it.
  mkdirSync(join(root, 'infra'), { recursive: true });
  copyFileSync(join(REPO_ROOT, 'infra/remotes.json'), join(root, 'infra/remotes.json'));
  return root;
};

/**
 * Starts the whole application on a free port over a fresh database (or over `database`, a database layer
 * another instance may share: two API processes on one PostgreSQL).
 */
export const startApp = async (
  kind: 'embedded' | 'postgres',
  overrides: Partial<AppConfig> = {},
  database: ReturnType<typeof TestDatabase> = TestDatabase(kind),
) => {
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    database: { kind, dataDir: null } as AppConfig['database'],
    staticRoot: fakeStaticRoot(),
    remotesFile: null,
    runProjections: true,
    secureCookies: false,
    // Every suite signs many people up from one address; the sign-up limit's own tests set it.
    signUpsPerHour: 100_000,
    // The due-post reminders would touch posts other suites plan around today; their own tests turn them on.
    postRemindersEveryMs: 0,
    postResultsEveryMs: 0,
    ...overrides,
  };
  const runtime = ManagedRuntime.make(AppLive(config, database));
  const url = await runtime.runPromise(
    HttpServer.addressWith((address) =>
      Effect.succeed(address._tag === 'TcpAddress' ? `http://127.0.0.1:${address.port}` : ''),
    ),
  );
  return { url, runtime, close: () => runtime.dispose() };
};

/** A browser-like client: keeps the session cookie between calls. */
export const client = (baseUrl: string) => {
  let cookie: string | null = null;
  const call = async (method: string, path: string, body?: unknown, raw?: string) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (body !== undefined || raw !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      redirect: 'manual',
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      cookie = pair.endsWith('=') ? null : pair;
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {}
    return {
      status: response.status,
      text,
      json: json as Record<string, unknown>,
      headers: response.headers,
    };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    del: (path: string) => call('DELETE', path),
    patch: (path: string, body?: unknown) => call('PATCH', path, body),
    call: (method: string, path: string, body?: unknown) => call(method, path, body),
    postRaw: (path: string, raw: string) => call('POST', path, undefined, raw),
    get cookie() {
      return cookie;
    },
    set cookie(value: string | null) {
      cookie = value;
    },
  };
};
