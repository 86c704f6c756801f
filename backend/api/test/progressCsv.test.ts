import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

// A creator's own CSV download, opened in a spreadsheet, shows what they typed as text: a title that
// starts like a formula is not run. The NDJSON download carries the text as it was.

type App = Awaited<ReturnType<typeof startApp>>;

const FORMULA = '=HYPERLINK("http://evil.example","Click")';

describe.each(databaseKinds)('/api/progress/export.csv on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('writes a title that starts like a formula as text', async () => {
    const c = client(app.url);
    await c.post('/api/auth/register', {
      email: `csv-${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'correct horse',
      firstName: 'Cee',
      lastName: 'Esvee',
    });
    expect((await c.post('/api/goals', { title: FORMULA, targetValue: 3 })).status).toBe(201);
    expect(
      (await c.post('/api/projects', { name: '@SUM(1+1)', projectType: 'book', projectStage: 'idea' }))
        .status,
    ).toBe(201);

    const csv = (await c.get('/api/progress/export.csv')).text;
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    expect(csv).toContain(`,"'@SUM(1+1)",`);
    expect(csv).not.toContain(',=HYPERLINK');
    expect(csv).not.toContain(',@SUM');
    const ndjson = (await c.get('/api/progress/export.ndjson')).text;
    const titles = ndjson
      .trim()
      .split('\n')
      .map((row) => (JSON.parse(row) as { title: string | null }).title);
    expect(titles).toContain(FORMULA);
    expect(titles).toContain('@SUM(1+1)');
  });
});
