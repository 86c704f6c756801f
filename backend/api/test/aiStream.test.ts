// The streamed advice route relays the advisor's stream as it is produced: proven with a model server
// (OpenAI-compatible, on 127.0.0.1) that holds back the rest of its answer until the browser has the start.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, startApp } from './harness.ts';
import { type App, saveProfile, signedIn } from './roadmapsScenario.ts';

const chunk = (res: ServerResponse, content: string) =>
  res.write(
    `data: ${JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion.chunk',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [{ index: 0, delta: { role: 'assistant', content }, finish_reason: null, logprobs: null }],
    })}\n\n`,
  );

const modelServer = async () => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer(async (req, res) => {
    for await (const _ of req);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.flushHeaders();
    chunk(res, 'Start with one reel a week showing your process. ');
    await released;
    chunk(
      res,
      'Then reply to every comment within a day.\nACTION STEPS:\n1. Film a process reel\n2. Reply to comments',
    );
    res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    release: () => release(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe.each(databaseKinds)('streamed advice on %s', (kind) => {
  let app: App;
  let model: Awaited<ReturnType<typeof modelServer>>;
  beforeAll(async () => {
    model = await modelServer();
    process.env.OPENAI_BASE_URL = model.baseURL;
    process.env.OPENAI_API_KEY = 'test-key';
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
    model.release();
    await model?.close();
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
  });

  it("sends the model's first words before the model has finished, then the result, and records the turn", async () => {
    const c = await signedIn(app);
    await saveProfile(c);
    const response = await fetch(`${app.url}/api/ai/personalized-advice/stream`, {
      method: 'POST',
      headers: { cookie: c.cookie!, 'content-type': 'application/json' },
      body: JSON.stringify({ context: 'How do I grow on Instagram?' }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    // The model is still holding back the rest: what arrived so far is only the start.
    expect(text).toContain('Start with one reel a week');
    expect(text).not.toContain('event: result');
    model.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    const result = text
      .split('\n\n')
      .find((block) => block.startsWith('event: result'))!
      .split('\n')[1]!
      .replace('data: ', '');
    const advice = JSON.parse(result) as { advice: string; actionSteps: string[]; source: string };
    expect(advice.source).toBe('model');
    expect(advice.actionSteps).toEqual(['Film a process reel', 'Reply to comments']);
    const history = (await c.get('/api/ai/chat-history')).json as unknown as Array<{
      type: string;
      message: string;
    }>;
    expect(history.map((m) => [m.type, m.message])).toEqual([
      ['user', 'How do I grow on Instagram?'],
      ['ai', advice.advice],
    ]);
  });
});
