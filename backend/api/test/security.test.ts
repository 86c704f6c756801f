import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { THEME_BOOT_SCRIPT } from '@market-muse/contracts/browser-state';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CROSS_SITE_MESSAGE,
  FORM_BODY_MESSAGE,
  scriptHash,
  THEME_SCRIPT_SOURCE,
} from '../src/http/security.ts';
import { client, startApp } from './harness.ts';

// Hardening: headers on every answer, the cross-site write check, 405 with Allow. These do not
// depend on the database, so they run on the embedded one only.
describe('security headers, cross-site writes and methods', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let cookie: string;
  beforeAll(async () => {
    app = await startApp('embedded');
    const c = client(app.url);
    const registered = await c.post('/api/auth/register', {
      email: 'guard@example.com',
      password: 'long-enough-password',
      firstName: 'Guard',
      lastName: 'Tester',
    });
    expect(registered.status).toBe(201);
    cookie = c.cookie!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(app.url + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });

  it('puts the policy headers on static and API answers alike', async () => {
    for (const path of [
      '/',
      '/main.0123abcd.js',
      '/mfe/landing/mf-manifest.json',
      '/api/health',
      '/nope.js',
    ]) {
      const res = await send('GET', path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      const scripts = csp.split('; ').find((d) => d.startsWith('script-src'));
      expect(scripts).toBe(`script-src 'self' ${THEME_SCRIPT_SOURCE}`);
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it("allows the shell's and the offline page's one inline script, the theme boot script, by its hash", () => {
    for (const document of ['index.html', 'public/offline.html']) {
      const html = readFileSync(new URL(`../../../shells/host/${document}`, import.meta.url), 'utf8');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(inline, document).toEqual([THEME_BOOT_SCRIPT]);
    }
    expect(scriptHash(THEME_BOOT_SCRIPT)).toBe(THEME_SCRIPT_SOURCE);
  });

  it('marks every API answer no-store, and leaves static caching alone', async () => {
    const user = await send('GET', '/api/auth/user', { cookie });
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('no-store');
    expect((await send('GET', '/api/dashboard')).headers.get('cache-control')).toBe('no-store');
    expect((await send('GET', '/main.0123abcd.js')).headers.get('cache-control')).toContain('immutable');
  });

  it('sends HSTS only when the request came over https', async () => {
    const res = await send('GET', '/api/health', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
  });

  it('names remotes on other origins, from the manifest as it is now', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mm-remotes-')), 'remotes.json');
    writeFileSync(
      file,
      JSON.stringify({
        remotes: [
          {
            name: 'landing',
            entry: 'https://cdn.example.com/landing/mf-manifest.json',
            routes: [{ path: '/', access: 'signed-out' }],
          },
        ],
      }),
    );
    const other = await startApp('embedded', { remotesFile: file });
    try {
      const csp = (await fetch(`${other.url}/`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`script-src 'self' ${THEME_SCRIPT_SOURCE} https://cdn.example.com`);
      expect(csp).toContain("connect-src 'self' https://cdn.example.com");
    } finally {
      await other.close();
    }
  });

  it('refuses writes with the session cookie from another site', async () => {
    const body = { name: 'Cross', projectType: 'book', projectStage: 'idea' };
    const evil = await send('POST', '/api/projects', { cookie, origin: 'https://evil.example' }, body);
    expect(evil.status).toBe(403);
    expect(await evil.text()).toBe(CROSS_SITE_MESSAGE);
    const fetchSite = await send('POST', '/api/projects', { cookie, 'sec-fetch-site': 'cross-site' }, body);
    expect(fetchSite.status).toBe(403);
    const nullOrigin = await send('POST', '/api/auth/logout', { cookie, origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    // Nothing was written by the refused ones.
    const listed = await (await send('GET', '/api/projects', { cookie })).json();
    expect(listed).toEqual([]);

    const host = new URL(app.url).host;
    const same = await send(
      'POST',
      '/api/projects',
      { cookie, origin: `http://${host}`, 'sec-fetch-site': 'same-origin' },
      body,
    );
    expect(same.status).toBe(201);
    // A client that sends neither header (curl, a script) holds the cookie itself.
    const plain = await send('POST', '/api/projects', { cookie }, { ...body, name: 'Plain' });
    expect(plain.status).toBe(201);
    // Reads from another site are not writes; a cross-site write without a cookie has no session to abuse.
    expect((await send('GET', '/api/projects', { cookie, origin: 'https://evil.example' })).status).toBe(200);
    const anonymous = await send(
      'POST',
      '/api/auth/login',
      { origin: 'https://evil.example' },
      { email: 'x@example.com', password: 'wrong-password' },
    );
    expect(anonymous.status).toBe(401);
  });

  it('answers 405 with Allow for a method the path does not serve, 404 for unknown paths', async () => {
    const post = await send('POST', '/api/dashboard', { cookie });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect(post.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const get = await send('GET', '/api/tasks/generate-daily', { cookie });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const del = await send('DELETE', '/api/projects/0b6f7f3e-8d1c-4f7e-9d55-7f2f3f0d7c11', { cookie });
    expect(del.status).toBe(405);
    expect(del.headers.get('allow')).toBe('GET, HEAD');
    const missing = await send('GET', '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not Found');
    expect((await send('PUT', '/api/openapi.json')).headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses form and multipart bodies with 415 before parsing them', async () => {
    for (const type of ['multipart/form-data', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"email":"a@example.com","password":"x"}',
      });
      expect(res.status).toBe(415);
      expect(await res.text()).toBe(FORM_BODY_MESSAGE);
    }
  });

  it('allows the generated API docs page its own inline scripts by hash, nothing else inline', async () => {
    const docs = await send('GET', '/api/docs');
    expect(docs.status).toBe(200);
    const scripts = (docs.headers.get('content-security-policy') ?? '')
      .split('; ')
      .find((d) => d.startsWith('script-src'))!;
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+ 'wasm-unsafe-eval'$/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
  });
});
