import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleFrom } from '../src/config.ts';
import { databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;

// The same build as an API replica or as a worker: each answers the orchestrator's probes, and only the
// API serves users.

describe('the role from the command line', () => {
  it('is all unless --role or MM_ROLE says otherwise, and refuses unknown roles', () => {
    expect(roleFrom([], {})).toBe('all');
    expect(roleFrom(['--role', 'api'], {})).toBe('api');
    expect(roleFrom(['--role=worker'], {})).toBe('worker');
    expect(roleFrom([], { MM_ROLE: 'worker' })).toBe('worker');
    expect(() => roleFrom(['--role', 'web'], {})).toThrow(
      /--role \(or MM_ROLE\) is all, api or worker, got web/,
    );
  });
});

describe.each(databaseKinds)('probes and roles on %s', (kind) => {
  let api: App;
  let worker: App;
  beforeAll(async () => {
    api = await startApp(kind, { role: 'api', runProjections: false });
    worker = await startApp(kind, { role: 'worker' });
  });
  afterAll(async () => {
    await api?.close();
    await worker?.close();
  });

  it('answers /livez and /readyz on both roles', async () => {
    for (const app of [api, worker]) {
      const live = await fetch(`${app.url}/livez`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'live' });
      const ready = await fetch(`${app.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
  });

  it('serves the API on the api role only', async () => {
    expect((await fetch(`${api.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${worker.url}/api/health`)).status).toBe(404);
  });
});
