// The chat route with a model configured (OPENAI_BASE_URL pointing at the advisor's scripted
// OpenAI-compatible server): the model's tool call reaches the answer as a proposal for the screen to
// confirm, the prompt carries the user's profile, and a broken model answer falls back to the local engine.
import { Advice } from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completion,
  endStream,
  type FakeServer,
  sendChunk,
  sendToolCallChunk,
  startServer,
  startStream,
} from '../../../packages/advisor/test/openai-server.ts';
import { databaseKinds, startApp } from './harness.ts';
import { type App, saveProfile, signedIn } from './roadmapsScenario.ts';

const MODEL_ENV = ['OPENAI_BASE_URL', 'OPENAI_MODEL', 'ADVISOR_MAX_RETRIES', 'ADVISOR_TIMEOUT_MS'] as const;

const goal = { title: 'Book 12 mini-sessions', targetValue: 12, unit: 'sessions' };

describe.each(databaseKinds)('advice from a configured model on %s', (kind) => {
  let model: FakeServer;
  let app: App;
  const saved = new Map(MODEL_ENV.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    model = await startServer();
    // The advisor layer reads the environment when the app starts.
    Object.assign(process.env, {
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'scripted',
      ADVISOR_MAX_RETRIES: '0',
      ADVISOR_TIMEOUT_MS: '2000',
    });
    try {
      app = await startApp(kind);
    } finally {
      for (const [name, value] of saved) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
  afterAll(async () => {
    await app?.close();
    await model?.close();
  });

  it('carries the model’s proposal in the answer and the user’s profile in the prompt', async () => {
    model.handle((_, res) =>
      completion(
        res,
        JSON.stringify({
          advice: 'Offer spring mini-sessions to past clients first.',
          actionSteps: ['List past clients'],
          topic: 'pricing',
        }),
        [
          { name: 'create_goal', arguments: JSON.stringify(goal) },
          { name: 'add_task', arguments: '{"title": "broken' },
        ],
      ),
    );
    const user = await signedIn(app, 'Model');
    const profile = await saveProfile(user);
    const res = await user.post('/api/ai/personalized-advice', { context: 'How do I fill my spring diary?' });
    expect(res.status).toBe(200);
    expect(Schema.is(Advice)(res.json)).toBe(true);
    expect(res.json).toMatchObject({
      advice: 'Offer spring mini-sessions to past clients first.',
      source: 'model',
      proposedActions: [{ kind: 'create_goal', ...goal }],
    });
    const prompt = model.requests
      .at(-1)!
      .messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain(String(profile.targetAudience));
    expect(prompt).toContain('How do I fill my spring diary?');
  });

  it('carries a streamed tool call in the streamed answer’s result', async () => {
    const args = JSON.stringify({ idea: 'A reel of a beach shoot at golden hour', platform: 'instagram' });
    model.handle((_, res) => {
      startStream(res);
      sendChunk(res, 'Show the light you work in.');
      sendToolCallChunk(res, 0, { name: 'plan_post', arguments: args.slice(0, 15) });
      sendToolCallChunk(res, 0, { arguments: args.slice(15) });
      endStream(res);
    });
    const user = await signedIn(app, 'Streamed');
    await saveProfile(user);
    const response = await fetch(`${app.url}/api/ai/personalized-advice/stream`, {
      method: 'POST',
      headers: { cookie: user.cookie!, 'content-type': 'application/json' },
      body: JSON.stringify({ context: 'What should I post this week?' }),
    });
    const events = (await response.text()).split('\n\n').filter(Boolean);
    const result = JSON.parse(events.at(-1)!.split('\n')[1]!.replace('data: ', ''));
    expect(events.at(-1)).toMatch(/^event: result/);
    expect(result).toMatchObject({
      advice: 'Show the light you work in.',
      source: 'model',
      proposedActions: [{ kind: 'plan_post', ...JSON.parse(args) }],
    });
  });

  it('answers from the local engine when the model’s answer is malformed', async () => {
    model.handle((_, res) => completion(res, 'not JSON at all'));
    const user = await signedIn(app, 'Fallback');
    await saveProfile(user);
    const res = await user.post('/api/ai/personalized-advice', {
      context: 'How should I price my portrait sessions?',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ source: 'local', topic: 'pricing' });
    expect(Schema.is(Advice)(res.json)).toBe(true);
  });
});
