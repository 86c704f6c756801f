import {
  Advice,
  ChatMessage,
  ContentAnalysis,
  type ContentHistoryEntry,
  ContentSuggestions,
  SavedStrategy,
  Strategy,
} from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';
import { type App, type Client, saveProfile, signedIn } from './roadmapsScenario.ts';

/** Reads a text/event-stream body into its events. */
const readEvents = async (url: string, cookie: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let chunks = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks++;
    text += decoder.decode(value, { stream: true });
  }
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const [eventLine, dataLine] = block.split('\n');
      return { event: eventLine!.replace('event: ', ''), data: JSON.parse(dataLine!.replace('data: ', '')) };
    });
  return { response, events, chunks };
};

describe.each(databaseKinds)('AI routes on %s', (kind) => {
  let app: App;
  let c: Client;
  beforeAll(async () => {
    app = await startApp(kind);
    c = await signedIn(app);
    await saveProfile(c);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('suggests content for the user', async () => {
    const res = await c.post('/api/ai/content-suggestions', { contentType: 'social_media' });
    expect(res.status).toBe(200);
    expect(Schema.is(ContentSuggestions)(res.json)).toBe(true);
    expect(res.json.source).toBe('local');
    const missing = await c.post('/api/ai/content-suggestions', {});
    expect(missing.status).toBe(400);
    expect(missing.text).toBe('contentType: Content type is required');
    expect((await c.post('/api/ai/content-suggestions', { contentType: '  ' })).text).toBe(
      'contentType: Content type is required',
    );
  });

  it('gives new ideas on each regeneration, remembering the last three generations', async () => {
    const user = await signedIn(app, 'Ideas');
    await saveProfile(user);
    const shown: string[][] = [];
    for (let i = 0; i < 4; i++) {
      const res = await user.post('/api/ai/content-suggestions', { contentType: 'social_media' });
      const ideas = (res.json as unknown as ContentSuggestions).postIdeas;
      const recent = new Set(shown.slice(-3).flat());
      if (i > 0)
        expect(ideas.filter((idea) => !recent.has(idea)).length / ideas.length).toBeGreaterThanOrEqual(0.8);
      shown.push([...ideas]);
    }
  });

  it('answers chat messages, records both sides and follows the conversation', async () => {
    const user = await signedIn(app, 'Chat');
    await saveProfile(user);
    expect((await user.get('/api/ai/chat-history')).json).toEqual([]);
    const first = await user.post('/api/ai/personalized-advice', {
      context: 'How should I price my portrait sessions?',
    });
    expect(first.status).toBe(200);
    expect(Schema.is(Advice)(first.json)).toBe(true);
    expect(first.json.topic).toBe('pricing');
    const followUp = await user.post('/api/ai/personalized-advice', {
      context: 'And what about the next step?',
    });
    // A follow-up keeps the conversation's topic: the stored history reached the advisor.
    expect(followUp.json.topic).toBe('pricing');

    const history = (await user.get('/api/ai/chat-history')).json as unknown as ChatMessage[];
    expect(history.map((m) => [m.type, m.message])).toEqual([
      ['user', 'How should I price my portrait sessions?'],
      ['ai', first.json.advice],
      ['user', 'And what about the next step?'],
      ['ai', followUp.json.advice],
    ]);
    expect(history[1]!.actionSteps).toEqual(first.json.actionSteps);
    expect(history[0]).not.toHaveProperty('actionSteps');
    expect(history.every((m) => Schema.is(ChatMessage)(m) && !Number.isNaN(Date.parse(m.timestamp)))).toBe(
      true,
    );

    for (const body of [{}, { context: '   ' }, { context: 'x'.repeat(4001) }, { context: 5 }]) {
      const res = await user.post('/api/ai/personalized-advice', body);
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/^context: /);
    }
    expect((await user.get('/api/ai/chat-history')).json).toHaveLength(4);
  });

  it('streams advice as server-sent events and records the turn', async () => {
    const user = await signedIn(app, 'Stream');
    await saveProfile(user);
    const { response, events } = await readEvents(
      `${app.url}/api/ai/personalized-advice/stream`,
      user.cookie!,
      { context: 'How do I grow on Instagram?' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const deltas = events.filter((e) => e.event === 'delta');
    const result = events.at(-1)!;
    expect(deltas.length).toBeGreaterThan(1);
    expect(result.event).toBe('result');
    expect(Schema.is(Advice)(result.data)).toBe(true);
    expect(
      deltas
        .map((d) => d.data.text)
        .join('')
        .trim().length,
    ).toBeGreaterThan(0);
    const history = (await user.get('/api/ai/chat-history')).json as unknown as ChatMessage[];
    expect(history.map((m) => [m.type, m.message])).toEqual([
      ['user', 'How do I grow on Instagram?'],
      ['ai', result.data.advice],
    ]);
    const blank = await user.post('/api/ai/personalized-advice/stream', { context: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.text).toBe('context: Message is required');
  });

  it('records a stopped answer with exactly what was shown, also when its stream finished', async () => {
    const user = await signedIn(app, 'Stopper');
    await saveProfile(user);
    const question = 'Should I start a Patreon?';
    const { events } = await readEvents(`${app.url}/api/ai/personalized-advice/stream`, user.cookie!, {
      context: question,
    });
    expect(events[0]?.event).toBe('turn');
    const turnId = events[0]?.data.turnId as string;
    const stop = await user.post('/api/ai/chat-history/stopped', {
      context: question,
      shown: 'Only once',
      turnId,
    });
    expect(stop.status).toBe(200);
    expect(stop.json).toMatchObject({ type: 'ai', message: 'Only once', stopped: true });
    // Stopped before the stream named its turn: a turn of its own.
    const early = await user.post('/api/ai/chat-history/stopped', { context: 'Grants?', shown: '' });
    expect(early.status).toBe(200);
    const history = (await user.get('/api/ai/chat-history')).json as unknown as ChatMessage[];
    expect(history.map((m) => [m.type, m.message, m.stopped ?? false])).toEqual([
      ['user', question, false],
      ['ai', 'Only once', true],
      ['user', 'Grants?', false],
      ['ai', '', true],
    ]);
    expect(history[1]).not.toHaveProperty('actionSteps');

    // Another user cannot rewrite this turn.
    const other = await signedIn(app, 'Intruder');
    await other.post('/api/ai/chat-history/stopped', { context: 'Mine now', shown: 'hijacked', turnId });
    expect(((await user.get('/api/ai/chat-history')).json as unknown as ChatMessage[])[1]?.message).toBe(
      'Only once',
    );

    const refused: Array<[unknown, RegExp]> = [
      [{ context: ' ', shown: 'x' }, /^context: Message is required$/],
      [{ context: 'x'.repeat(4001), shown: 'x' }, /^context: /],
      [{ context: 'Hi' }, /^shown: /],
      [{ context: 'Hi', shown: 'x'.repeat(20_001) }, /^shown: /],
      [{ context: 'Hi', shown: 'x', turnId: 'turn-1' }, /^turnId: /],
      [{ context: 'Hi', shown: 'x', turnId: 'x'.repeat(101) }, /^turnId: /],
    ];
    for (const [body, message] of refused) {
      const res = await user.post('/api/ai/chat-history/stopped', body);
      expect(res.status).toBe(400);
      expect(res.text).toMatch(message);
    }
  });

  it('plans a strategy for each timeframe and refuses others', async () => {
    for (const timeframe of ['30days', '90days', '6months']) {
      const res = await c.post('/api/ai/marketing-strategy', { timeframe });
      expect(res.status).toBe(200);
      expect(Schema.is(Strategy)(res.json)).toBe(true);
      expect((res.json.strategy as { timeframe: string }).timeframe).toBe(timeframe);
    }
    for (const body of [{ timeframe: '1year' }, {}]) {
      const res = await c.post('/api/ai/marketing-strategy', body);
      expect(res.status).toBe(400);
      expect(res.text).toBe('timeframe: must be one of 30days, 90days, 6months');
    }
  });

  it('keeps each strategy with its ticked actions in the content history; actions become tasks', async () => {
    const user = await signedIn(app, 'Keeper');
    await saveProfile(user);
    const res = await user.post('/api/ai/marketing-strategy', { timeframe: '90days' });
    expect(res.status).toBe(200);
    const saved = res.json as unknown as SavedStrategy;
    expect(Schema.is(SavedStrategy)(saved)).toBe(true);
    expect(saved.keptActions).toEqual([]);
    const ticked = await user.post(`/api/ai/strategies/${saved.id}/kept-actions`, {
      phase: 1,
      action: 0,
      kept: true,
    });
    expect(ticked.status).toBe(200);
    expect(ticked.json.keptActions).toEqual([{ phase: 1, action: 0 }]);
    await user.post(`/api/ai/strategies/${saved.id}/kept-actions`, { phase: 0, action: 1, kept: true });
    await user.post(`/api/ai/strategies/${saved.id}/kept-actions`, { phase: 0, action: 1, kept: false });
    const history = (await user.get('/api/content-history')).json as unknown as ContentHistoryEntry[];
    const entry = history.find((e) => e.id === saved.id);
    expect(entry?.kind).toBe('strategy');
    expect(entry?.strategy?.strategy.title).toBe(saved.strategy.title);
    expect(entry?.strategy?.keptActions).toEqual([{ phase: 1, action: 0 }]);

    const refused: Array<[unknown, RegExp]> = [
      [{ phase: 99, action: 0, kept: true }, /^phase: /],
      [{ phase: saved.strategy.phases.length, action: 0, kept: true }, /^phase: the strategy has phases/],
      [{ phase: 0, action: 49, kept: true }, /^action: phase 0 has actions/],
      [{ phase: 0, action: -1, kept: true }, /^action: /],
      [{ phase: 0, action: 0 }, /^kept: /],
      [{ phase: 0.5, action: 0, kept: true }, /^phase: /],
    ];
    for (const [body, message] of refused) {
      const bad = await user.post(`/api/ai/strategies/${saved.id}/kept-actions`, body);
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(message);
    }
    // Another user's strategy, or no strategy at all, is not found.
    const other = await signedIn(app, 'Peeker');
    for (const [client, id] of [
      [other, saved.id],
      [user, crypto.randomUUID()],
      [user, 'not-an-id'],
    ] as const) {
      const missing = await client.post(`/api/ai/strategies/${id}/kept-actions`, {
        phase: 0,
        action: 0,
        kept: true,
      });
      expect(missing.status).toBe(404);
      expect(missing.text).toBe('Strategy not found');
    }

    const action = saved.strategy.phases[0]!.actions[0]!;
    const task = await user.post('/api/tasks', { title: action, description: 'From my strategy' });
    expect(task.status).toBe(201);
    expect(task.json).toMatchObject({
      title: action,
      status: 'pending',
      category: 'marketing',
      priority: 'medium',
      estimatedTime: 30,
    });
    const tasks = (await user.get('/api/tasks')).json as unknown as Array<{ title: string }>;
    expect(tasks.map((t) => t.title)).toContain(action);
    expect(((await other.get('/api/tasks')).json as unknown as unknown[]).length).toBe(0);
    for (const [body, message] of [
      [{}, /^title: Task title is required$/],
      [{ title: '  ' }, /^title: Task title is required$/],
      [{ title: 'x'.repeat(201) }, /^title: /],
      [{ title: 'Post', estimatedTime: 0 }, /^estimatedTime: /],
      [{ title: 'Post', category: 'dancing' }, /^category: /],
      [{ title: 'Post', dueDate: '2026-02-30' }, /^dueDate: /],
    ] as const) {
      const bad = await user.post('/api/tasks', body);
      expect(bad.status).toBe(400);
      expect(bad.text).toMatch(message);
    }
  });

  it('analyses content for a platform, with the limits named', async () => {
    const res = await c.post('/api/ai/analyze-content', {
      content: 'New harbour prints are out! Which one is your favourite? Link in bio.',
      platform: 'instagram',
    });
    expect(res.status).toBe(200);
    expect(Schema.is(ContentAnalysis)(res.json)).toBe(true);
    expect(res.json.platform).toBe('instagram');
    const cases: Array<[unknown, string]> = [
      [{ content: '  \n', platform: 'instagram' }, 'content: Content is required'],
      [{ platform: 'instagram' }, 'content: Content is required'],
      [
        { content: 'x'.repeat(10_001), platform: 'twitter' },
        'content: Content must be at most 10000 characters',
      ],
      [
        { content: 'Hello', platform: 'myspace' },
        'platform: must be one of instagram, facebook, twitter, linkedin, tiktok, bluesky',
      ],
      [
        { content: 'Hello' },
        'platform: must be one of instagram, facebook, twitter, linkedin, tiktok, bluesky',
      ],
    ];
    for (const [body, message] of cases) {
      const bad = await c.post('/api/ai/analyze-content', body);
      expect(bad.status).toBe(400);
      expect(bad.text).toBe(message);
    }
    expect(
      (await c.post('/api/ai/analyze-content', { content: 'x'.repeat(10_000), platform: 'twitter' })).status,
    ).toBe(200);
  });

  it('answers 401 signed out on every AI route', async () => {
    const anonymous = client(app.url);
    const calls = [
      anonymous.post('/api/ai/content-suggestions', { contentType: 'social_media' }),
      anonymous.post('/api/ai/personalized-advice', { context: 'Hi' }),
      anonymous.post('/api/ai/personalized-advice/stream', { context: 'Hi' }),
      anonymous.get('/api/ai/chat-history'),
      anonymous.post('/api/ai/chat-history/stopped', { context: 'Hi', shown: '' }),
      anonymous.post('/api/ai/marketing-strategy', { timeframe: '30days' }),
      anonymous.post('/api/ai/analyze-content', { content: 'Hi', platform: 'instagram' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.text).toBe('Unauthorized');
    }
  });
});
