// What the API does with input as an attacker or a careless client sends it: NUL bytes and unpaired
// surrogates, over-long texts and list entries, unknown fields, missing bodies, deep nesting, large bodies,
// dates that do not exist. Every one gets a short 400 or 413 naming the field, never a 500, never the
// input echoed back, and no error in the log.
import { request } from 'node:http';
import { connect } from 'node:net';
import { BODY_TOO_DEEP, BODY_TOO_LARGE, MAX_BODY_BYTES } from '@market-muse/contracts/requests';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import { type App, type Client, createGoal, profileA, saveProfile, signedIn } from './roadmapsScenario.ts';

const NUL = 'before\u0000after';
const LONE_SURROGATE = 'before\ud800after';

/** A body sent as it is (no JSON.stringify of ours in between): for bytes JSON.stringify would not write. */
const sendRaw = async (app: App, c: Client | null, method: string, path: string, raw: string) => {
  const response = await fetch(app.url + path, {
    method,
    headers: { 'content-type': 'application/json', cookie: c?.cookie ?? '' },
    body: raw,
  });
  return { status: response.status, text: await response.text() };
};

/** `body` as JSON text with `value` at the marker (JSON.stringify writes NUL and lone surrogates as \\u escapes). */
const withValue = (body: unknown, value: string) =>
  JSON.stringify(body).replace('"@VALUE@"', () => JSON.stringify(value));

/** Error lines the server logged while `work` ran. */
const errorsLoggedDuring = async (work: () => Promise<void>) => {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (/level=ERROR|ERROR \(#|Request failed/.test(text)) lines.push(text);
  };
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(keep),
    vi.spyOn(console, 'error').mockImplementation(keep),
  ];
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines;
};

describe.each(databaseKinds)('the request boundary on %s', (kind) => {
  let app: App;
  let c: Client;
  let goalId: string;
  beforeAll(async () => {
    app = await startApp(kind);
    c = await signedIn(app, 'Edge');
    await saveProfile(c, profileA);
    goalId = (await createGoal(c)).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  // Each route with a free-text field, and the field the 400 must name.
  const fieldCases = (): Array<[string, string, unknown, string, boolean]> => [
    [
      'POST',
      '/api/auth/register',
      { email: 'x@example.com', password: 'long enough', firstName: '@VALUE@', lastName: 'B' },
      'firstName',
      false,
    ],
    ['POST', '/api/auth/login', { email: 'x@example.com', password: '@VALUE@' }, 'password', false],
    ['POST', '/api/profile', { targetAudience: '@VALUE@' }, 'targetAudience', true],
    ['POST', '/api/profile', { creativeChallenges: ['fine', '@VALUE@'] }, 'creativeChallenges.1', true],
    ['POST', '/api/projects', { name: '@VALUE@', projectType: 'book', projectStage: 'idea' }, 'name', true],
    ['POST', '/api/goals', { title: '@VALUE@' }, 'title', true],
    ['PATCH', `/api/goals/${goalId}`, { description: '@VALUE@' }, 'description', true],
    ['POST', '/api/ai/personalized-advice', { context: '@VALUE@' }, 'context', true],
    ['POST', '/api/ai/personalized-advice/stream', { context: '@VALUE@' }, 'context', true],
    ['POST', '/api/ai/analyze-content', { content: '@VALUE@', platform: 'instagram' }, 'content', true],
    ['POST', '/api/ai/content-suggestions', { contentType: '@VALUE@' }, 'contentType', true],
    ['POST', '/api/calendar/posts', { text: '@VALUE@', platform: 'instagram' }, 'text', true],
    ['POST', '/api/roadmaps/generate', { goalId: '@VALUE@' }, 'goalId', true],
  ];

  it('tells clients it keeps an idle connection for 65 s, longer than proxies and pools keep theirs', async () => {
    const keepAlive = await new Promise<string | undefined>((resolve, reject) => {
      request(`${app.url}/api/health`, (res) => {
        res.resume();
        resolve(res.headers['keep-alive']?.toString());
      })
        .on('error', reject)
        .end();
    });
    expect(keepAlive).toBe('timeout=65');
  });

  it('refuses NUL and unpaired surrogates in every free-text field with a 400 naming it', async () => {
    const logged = await errorsLoggedDuring(async () => {
      for (const [method, path, body, field, signedIn] of fieldCases()) {
        for (const value of [NUL, LONE_SURROGATE]) {
          const res = await sendRaw(app, signedIn ? c : null, method, path, withValue(body, value));
          expect([res.status, res.text], `${method} ${path} ${JSON.stringify(value)}`).toEqual([
            400,
            `${field}: must not contain NUL characters or unpaired surrogates`,
          ]);
        }
      }
    });
    // A refused request is not an error of the server's.
    expect(logged).toEqual([]);
  });

  it('refuses them in path and query values too', async () => {
    for (const path of ['/api/projects/a%00b', '/api/tasks?projectId=a%00b', '/api/goals?projectId=a%00b']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(400);
      expect(res.text).toMatch(/^(id|projectId): /);
    }
  });

  it('answers an over-long id in a path with 400, whatever the route', async () => {
    const long = 'a'.repeat(101);
    for (const [method, path] of [
      ['GET', `/api/projects/${long}`],
      ['POST', `/api/goals/${long}/complete`],
      ['DELETE', `/api/calendar/posts/${long}`],
    ] as const) {
      const res = await fetch(app.url + path, { method, headers: { cookie: c.cookie ?? '' } });
      expect([res.status, await res.text()], path).toEqual([400, 'id: at most 100 characters']);
    }
    expect((await c.get(`/api/projects/${'a'.repeat(100)}`)).status).toBe(404);
  });

  it('states in the contract what the deciders check: web addresses and time zones', async () => {
    const project = { name: 'Site', projectType: 'book', projectStage: 'idea' };
    expect((await c.post('/api/projects', { ...project, websiteUrl: 'not a url' })).text).toBe(
      'websiteUrl: must be a web address',
    );
    for (const websiteUrl of ['example.com', ' https://shop.example.com/prints?x=1 ', '']) {
      expect((await c.post('/api/projects', { ...project, websiteUrl })).status, websiteUrl).toBe(201);
    }
    expect((await c.post('/api/profile', { timezone: 'Mars/Olympus' })).text).toBe(
      'timezone: unknown time zone Mars/Olympus',
    );
    // Aliases the browsers report are accepted, listed in the document or not.
    for (const timezone of ['Europe/Paris', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC', '']) {
      expect((await c.post('/api/profile', { timezone })).status, timezone).toBe(200);
    }
  });

  it('keeps a proper surrogate pair (an emoji) as it was sent', async () => {
    const res = await c.post('/api/goals', { title: 'Sell 10 prints 🎨' });
    expect(res.status).toBe(201);
    expect(res.json.title).toBe('Sell 10 prints 🎨');
  });

  it('limits every text and every entry of every list, naming the field without echoing it', async () => {
    const long = 'x'.repeat(10_000);
    const cases: Array<[unknown, string]> = [
      [{ creativeChallenges: [long] }, 'creativeChallenges.0: at most 500 characters'],
      [
        { currentMarketingChannels: Array.from({ length: 51 }, () => 'blog') },
        'currentMarketingChannels: at most 50 entries',
      ],
      [{ targetAudience: long }, 'targetAudience: at most 2000 characters'],
      [{ timezone: long }, 'timezone: at most 100 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/profile', body);
      expect([res.status, res.text]).toEqual([400, message]);
    }
  });

  it('never echoes a large input back', async () => {
    const huge = 'y'.repeat(200_000);
    for (const [path, body] of [
      ['/api/auth/register', { email: huge, password: huge, firstName: huge, lastName: huge }],
      ['/api/auth/login', { email: 5, password: { nested: huge } }],
      ['/api/profile', { creativeTypes: [huge] }],
      ['/api/profile', { yearsActive: huge }],
    ] as const) {
      const res = await c.post(path, body);
      expect(res.status, path).toBe(400);
      expect(res.text.length, `${path}: ${res.text.slice(0, 80)}`).toBeLessThan(320);
    }
  });

  it('refuses unknown fields, naming them', async () => {
    const res = await c.post('/api/profile', { targetAudience: 'families', nickname: 'Eddie' });
    expect([res.status, res.text]).toEqual([400, 'nickname: is not a field of this request']);
    const nested = await c.post('/api/calendar/posts', { text: 'Hi', platform: 'instagram', colour: 'red' });
    expect([nested.status, nested.text]).toEqual([400, 'colour: is not a field of this request']);
  });

  it('refuses a missing body where one is required, and takes none where none is needed', async () => {
    for (const path of ['/api/profile', '/api/goals', '/api/projects', `/api/goals/${goalId}/progress`]) {
      const res = await fetch(app.url + path, { method: 'POST', headers: { cookie: c.cookie ?? '' } });
      expect([res.status, await res.text()], path).toEqual([
        400,
        'The request body is required (a JSON object)',
      ]);
    }
    const daily = await fetch(`${app.url}/api/tasks/generate-daily`, {
      method: 'POST',
      headers: { cookie: c.cookie ?? '' },
    });
    expect(daily.status).toBe(200);
  });

  it('refuses JSON nested deeper than the limit before parsing it, signed in or not', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const logged = await errorsLoggedDuring(async () => {
      for (const [path, raw] of [
        ['/api/auth/register', `{"email": ${deep}}`],
        ['/api/auth/login', `{"email": ${deep}}`],
        ['/api/profile', `{"creativeChallenges": ${deep}}`],
      ] as const) {
        const res = await sendRaw(app, path === '/api/profile' ? c : null, 'POST', path, raw);
        expect([res.status, res.text], path).toEqual([400, BODY_TOO_DEEP]);
      }
      // Brackets inside strings are text, not nesting.
      const text = await c.post('/api/goals', { title: 'Brackets', description: '['.repeat(1500) });
      expect(text.status).toBe(201);
    });
    expect(logged).toEqual([]);
  });

  it('refuses a body over 1 MiB on any route, signed out too, declared or streamed', async () => {
    const big = Buffer.from(`{"email":"${'z'.repeat(MAX_BODY_BYTES)}"}`);
    const declared = await rawPost(app.url, '/api/auth/register', big, { chunked: false });
    expect(declared).toEqual({ status: 413, text: BODY_TOO_LARGE });
    const streamed = await rawPost(app.url, '/api/auth/register', big, { chunked: true });
    expect([413, 0]).toContain(streamed.status);
    const entry = await c.post('/api/profile', { creativeChallenges: ['w'.repeat(1_300_000)] });
    expect([entry.status, entry.text]).toEqual([413, BODY_TOO_LARGE]);
    expect((await c.get('/api/profile')).json.creativeChallenges).toEqual([]);
  });

  it('does not read large bodies into memory', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const before = process.memoryUsage().rss;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => streamedPost(app.url, '/api/auth/register', chunk, 50)),
    );
    const grown = (process.memoryUsage().rss - before) / 1024 / 1024;
    for (const status of answers) expect([413, 0]).toContain(status);
    // Four 50 MB uploads read whole would take 200 MB; cut at 1 MiB each they take a few.
    expect(grown).toBeLessThan(64);
  });

  it('accepts real calendar dates only, in one shared range', async () => {
    for (const deadline of ['2026-02-30', '0000-01-01', '2026-13-01', '2101-01-01', '2026-2-3']) {
      const res = await c.post('/api/goals', { title: 'Dated', deadline });
      expect([res.status, res.text], deadline).toEqual([400, 'deadline: must be a date (yyyy-mm-dd)']);
    }
    for (const deadline of ['2028-02-29', '2026-12-31', '2026-03-01T10:00:00Z']) {
      expect((await c.post('/api/goals', { title: 'Dated', deadline })).status, deadline).toBe(201);
    }
    const post = await c.post('/api/calendar/posts', {
      text: 'Hi',
      platform: 'instagram',
      scheduledAt: '2027-02-29T10:00:00Z',
    });
    expect(post.status).toBe(400);
    expect((await c.get('/api/progress/as-of?at=2026-02-30')).status).toBe(400);
    expect((await c.get('/api/calendar/posts?from=0000-01-01T00:00:00Z')).status).toBe(400);
    const imported = await c.post('/api/import/demo', {
      roadmaps: [],
      days: [],
      habits: [
        {
          dueDate: '0000-01-02',
          task: {
            draft: { title: 'a', description: 'b', category: 'content', priority: 'low', estimatedTime: 5 },
            completed: false,
          },
        },
      ],
      chat: [],
    });
    expect([imported.status, imported.text]).toEqual([
      400,
      `habits.0.dueDate: must be a date (yyyy-mm-dd) between 2000 and 2100`,
    ]);
  });

  it('answers 413 for a change too large to store as one event, and stores nothing', async () => {
    const keeper = await signedIn(app, 'Big');
    const project = (
      await keeper.post('/api/projects', { name: 'Huge', projectType: 'book', projectStage: 'idea' })
    ).json;
    const task = (i: number) => ({
      title: `Task ${i}`,
      description: 'd'.repeat(2000),
      category: 'content',
      priority: 'low',
      estimatedTime: 5,
    });
    const plan = {
      title: 'Huge plan',
      description: 'Many tasks',
      estimatedDuration: '90 days',
      totalSteps: 4,
      weeklyMinutes: 120,
      phases: [
        {
          title: 'All',
          description: 'Everything',
          startDay: 1,
          endDay: 90,
          milestone: 'Done',
          steps: Array.from({ length: 4 }, (_, s) => ({
            title: `Step ${s}`,
            description: 'Step',
            tasks: Array.from({ length: 100 }, (_, i) => task(s * 100 + i)),
          })),
        },
      ],
      source: 'local',
    };
    const res = await keeper.post('/api/import/demo', {
      roadmaps: [{ goalId: null, projectId: project.id, plan, startDate: '2026-03-02', completedTasks: [] }],
      days: [],
      habits: [],
      chat: [],
    });
    expect(res.status).toBe(413);
    expect(res.text).toMatch(/^This change is too large to store/);
    expect((await keeper.get('/api/roadmaps')).json).toEqual([]);
  });
});

describe('the advisor quota', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp('embedded', { advisorRequestsPerMinute: 3 });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 429 with Retry-After past the per-user limit, for that user and the advisor routes only', async () => {
    const a = await signedIn(app, 'Quota');
    await saveProfile(a, profileA);
    const ask = (c: Client) => c.post('/api/ai/marketing-strategy', { timeframe: '30days' });
    for (let i = 0; i < 3; i++) expect((await ask(a)).status).toBe(200);
    const limited = await ask(a);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.text).toMatch(/^Too many requests to the advisor\. Try again in \d+ seconds?\.$/);
    expect((await a.post('/api/ai/content-suggestions', { contentType: 'social_media' })).status).toBe(429);
    // Reads and other writes go on; another user has a quota of their own.
    expect((await a.get('/api/dashboard')).status).toBe(200);
    expect((await a.post('/api/goals', { title: 'Still here' })).status).toBe(201);
    const b = await signedIn(app, 'Other');
    await saveProfile(b, profileA);
    expect((await ask(b)).status).toBe(200);
    // Signed out, the quota does not apply: the answer is 401.
    expect((await client(app.url).post('/api/ai/marketing-strategy', { timeframe: '30days' })).status).toBe(
      401,
    );
  });
});

describe('slow clients', () => {
  let app: App;
  beforeAll(async () => {
    app = await startApp('embedded', {
      requestTimeouts: { headersMs: 600, requestMs: 1200, checkIntervalMs: 100, keepAliveMs: 1500 },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Sends `text` a character every `everyMs`; when the server closed, and when its answer began. */
  const trickle = (text: string, everyMs: number) => {
    const { port } = new URL(app.url);
    return new Promise<{ closedAfterMs: number; answeredAfterMs: number; answer: string }>((resolve) => {
      const started = Date.now();
      const socket = connect(Number(port), '127.0.0.1');
      let answer = '';
      let answeredAfterMs = -1;
      let at = 0;
      const timer = setInterval(() => {
        if (at < text.length && !socket.destroyed) socket.write(text.charAt(at++));
      }, everyMs);
      socket.on('data', (data: Buffer) => {
        if (answeredAfterMs < 0) answeredAfterMs = Date.now() - started;
        answer += data.toString();
      });
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ closedAfterMs: Date.now() - started, answeredAfterMs, answer });
      });
      socket.on('error', () => {});
    });
  };

  it('cuts off a client that sends its headers a byte at a time', async () => {
    const headers = `GET /api/health HTTP/1.1\r\nHost: x\r\n${'X-Slow: 1\r\n'.repeat(50)}\r\n`;
    const { closedAfterMs } = await trickle(headers, 50);
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it('cuts off a client that sends its body a byte at a time', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'long enough password' });
    const request = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
    const { closedAfterMs, answer } = await trickle(request, 100);
    expect(closedAfterMs).toBeLessThan(4000);
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
  });

  it('keeps an idle connection for the keep-alive limit, says so, then closes it', async () => {
    const { answer, answeredAfterMs, closedAfterMs } = await trickle(
      'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      1,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(/^keep-alive: (.*)\r$/im.exec(answer)?.[1]).toBe('timeout=1');
    // Node waits a further second past the limit, so a client that honours the header always closes first.
    const idleMs = closedAfterMs - answeredAfterMs;
    expect(idleMs).toBeGreaterThanOrEqual(1500);
    expect(idleMs).toBeLessThan(6000);
  });

  it('still serves a client that takes its time within the limits', async () => {
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });
});

const rawPost = (base: string, path: string, body: Buffer, options: { chunked: boolean }) =>
  new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.chunked ? {} : { 'content-length': String(body.length) }),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    // The server stops reading once it has answered, or drops the connection mid-upload: both refuse it.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE')
        setImmediate(() => resolve({ status: 0, text: '' }));
      else reject(error);
    });
    const size = 64 * 1024;
    for (let at = 0; at < body.length; at += size) req.write(body.subarray(at, at + size));
    req.end();
  });

/** Uploads `times` × `chunk` without a declared length; the answer's status, or 0 when the server hung up. */
const streamedPost = (base: string, path: string, chunk: Buffer, times: number) =>
  new Promise<number>((resolve) => {
    const req = request(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    let done = false;
    const finish = (status: number) => {
      if (!done) {
        done = true;
        resolve(status);
      }
    };
    req.on('response', (res) => {
      res.resume();
      finish(res.statusCode ?? 0);
    });
    req.on('error', () => finish(0));
    let sent = 0;
    const pump = () => {
      while (sent < times && !done) {
        sent++;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!done) req.end();
    };
    pump();
  });
