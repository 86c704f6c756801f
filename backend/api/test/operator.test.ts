import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;

const TOKEN = 'operator-token-for-tests';

/** GET /api/operator/analytics with an Authorization header (or none). */
const analytics = (url: string, authorization?: string) =>
  fetch(`${url}/api/operator/analytics`, {
    headers: authorization === undefined ? {} : { authorization },
  });

describe.each(databaseKinds)('/api/operator/analytics on %s', (kind) => {
  let app: App;
  const saved = process.env.MM_OPERATOR_TOKEN;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.MM_OPERATOR_TOKEN;
    else process.env.MM_OPERATOR_TOKEN = saved;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not exist while the server has no operator token', async () => {
    delete process.env.MM_OPERATOR_TOKEN;
    expect((await analytics(app.url, `Bearer ${TOKEN}`)).status).toBe(404);
    expect((await analytics(app.url)).status).toBe(404);
  });

  it('answers 401 without the token and 403 with a wrong one, whatever the session', async () => {
    process.env.MM_OPERATOR_TOKEN = TOKEN;
    expect((await analytics(app.url)).status).toBe(401);
    expect((await analytics(app.url, TOKEN)).status).toBe(401); // not a bearer token
    expect((await analytics(app.url, 'Bearer ')).status).toBe(401);
    const wrong = await analytics(app.url, 'Bearer not-the-token');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toBe('Forbidden');
    expect((await analytics(app.url, `Bearer ${TOKEN}x`)).status).toBe(403);
    // A signed-in user's session is no operator token.
    const user = client(app.url);
    await user.post('/api/auth/register', {
      email: `op-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: 'Ada',
      lastName: 'User',
    });
    expect((await user.get('/api/operator/analytics')).status).toBe(401);
  });

  it('answers aggregates with the token, never emails, names or user ids', async () => {
    process.env.MM_OPERATOR_TOKEN = TOKEN;
    const user = client(app.url);
    const email = `op-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const registered = await user.post('/api/auth/register', {
      email,
      password: 'correct horse',
      firstName: 'Olivia',
      lastName: 'Operatorson',
    });
    const userId = String(registered.json.id);
    await user.post('/api/profile', { creativeTypes: ['Photographer'], businessGoals: ['increase_sales'] });
    await user.post('/api/projects', { name: 'Harbour prints', projectType: 'book', projectStage: 'idea' });

    // The read models are asynchronous: wait until they have seen this user's project.
    const { body, text } = await vi.waitFor(
      async () => {
        const response = await analytics(app.url, `Bearer ${TOKEN}`);
        expect(response.status).toBe(200);
        const text = await response.text();
        const body = JSON.parse(text) as Record<string, unknown>;
        expect((body.funnel as Array<{ creators: number }>)[2]!.creators).toBeGreaterThanOrEqual(1);
        expect((body.dailyActiveCreators as unknown[]).length).toBeGreaterThan(0);
        return { body, text };
      },
      { timeout: 15_000, interval: 50 },
    );
    const funnel = body.funnel as Array<{ step: string; creators: number }>;
    expect(funnel.map((s) => s.step)).toEqual([
      'Signed up',
      'Profile completed',
      'First project',
      'First roadmap',
      'First completed task',
    ]);
    expect(funnel[0]!.creators).toBeGreaterThanOrEqual(1);
    expect(funnel[2]!.creators).toBeGreaterThanOrEqual(1);
    expect(body.dailyActiveCreators).toEqual(
      expect.arrayContaining([expect.objectContaining({ creators: 1 })]),
    );
    for (const secret of [email, 'Olivia', 'Operatorson', userId, 'Harbour prints', '@example.com'])
      expect(text).not.toContain(secret);
  });
});
