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

  it('serves Prometheus metrics to the operator token only', async () => {
    const saved = process.env.MM_METRICS_TOKEN;
    try {
      delete process.env.MM_METRICS_TOKEN;
      expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
      process.env.MM_METRICS_TOKEN = 'metrics-token-for-tests';
      expect((await fetch(`${api.url}/metrics`)).status).toBe(401);
      const wrong = await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer nope' } });
      expect(wrong.status).toBe(403);
      await fetch(`${api.url}/api/projects/${crypto.randomUUID()}`);
      const metrics = await fetch(`${worker.url}/metrics`, {
        headers: { authorization: 'Bearer metrics-token-for-tests' },
      });
      expect(metrics.status).toBe(200);
      const text = await metrics.text();
      expect(text).toMatch(/mm_reader_lag_events\{reader="[a-z-]+"\} \d+/);
      expect(text).toContain('mm_event_store_last_position');
      const own = await (
        await fetch(`${api.url}/metrics`, { headers: { authorization: 'Bearer metrics-token-for-tests' } })
      ).text();
      expect(own).toMatch(
        /mm_http_request_duration_seconds_count\{method="GET",route="\/api\/projects\/:id",status="401"\} [1-9]/,
      );
    } finally {
      if (saved === undefined) delete process.env.MM_METRICS_TOKEN;
      else process.env.MM_METRICS_TOKEN = saved;
    }
  });
});
