// The model's proposed actions as tool calls, against the scripted OpenAI-compatible server: valid
// calls become the answer's proposals, streamed or not; an invalid call is dropped and the answer
// stands; an answer that is malformed, refused or late comes from the local engine instead.
import { Advice, type AdviceStreamEvent, type ProposedAction } from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { detectTopic, generateAdvice, proposedActionsOf } from '../src/index.ts';
import {
  type AdvisorOperation,
  createAdvisor,
  MAX_PROPOSALS,
  proposalOf,
  proposalsOf,
} from '../src/model/index.ts';
import { photographer } from './fixtures.ts';
import {
  completion,
  endStream,
  type FakeServer,
  refusal,
  type ScriptedToolCall,
  sendChunk,
  sendToolCallChunk,
  startServer,
  startStream,
} from './openai-server.ts';

const addTask = {
  title: 'Email three past clients',
  description: 'Offer them first pick of the spring mini-session dates.',
  category: 'sales',
  priority: 'high',
  estimatedTime: 30,
};
const planPost = { idea: 'A behind-the-scenes reel of a newborn shoot', platform: 'instagram' };
const createGoal = { title: 'Book 12 mini-sessions', targetValue: 12, unit: 'sessions' };

const valid: ScriptedToolCall[] = [
  { name: 'add_task', arguments: JSON.stringify(addTask) },
  { name: 'plan_post', arguments: JSON.stringify(planPost) },
  { name: 'create_goal', arguments: JSON.stringify(createGoal) },
];
const invalid: ScriptedToolCall[] = [
  // Malformed JSON.
  { name: 'add_task', arguments: '{"title": "Half a call' },
  // Wrong types: minutes as text, a platform the product does not know, a target as words.
  { name: 'add_task', arguments: JSON.stringify({ ...addTask, estimatedTime: '30' }) },
  { name: 'plan_post', arguments: JSON.stringify({ ...planPost, platform: 'myspace' }) },
  { name: 'create_goal', arguments: JSON.stringify({ ...createGoal, targetValue: 'twelve' }) },
  // An empty title, arguments that are not an object, and a tool nobody offered.
  { name: 'create_goal', arguments: JSON.stringify({ ...createGoal, title: '' }) },
  { name: 'plan_post', arguments: '["a post"]' },
  { name: 'delete_account', arguments: '{}' },
];
const expected: ProposedAction[] = [
  { kind: 'add_task', task: addTask } as ProposedAction,
  { kind: 'plan_post', ...planPost } as ProposedAction,
  { kind: 'create_goal', ...createGoal },
];

const answer = {
  advice: 'Fill the quiet months with mini-sessions.',
  actionSteps: ['Pick dates'],
  topic: 'pricing',
};
const request = { message: 'How do I get more bookings in spring?', history: [] };

let server: FakeServer;
const fallbacks: { operation: AdvisorOperation; error: unknown }[] = [];
const dropped: { operation: AdvisorOperation; call: { name: string } }[] = [];
const advisor = (extra: Record<string, string> = {}) =>
  createAdvisor(
    { OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model', ADVISOR_MAX_RETRIES: '0', ...extra },
    { onFallback: (e) => fallbacks.push(e), onInvalidToolCall: (e) => dropped.push(e) },
  );

const collect = async (events: AsyncIterable<AdviceStreamEvent>) => {
  const deltas: string[] = [];
  let result: Advice | null = null;
  for await (const e of events) {
    if (e.type === 'delta') deltas.push(e.text);
    else result = e.result;
  }
  return { deltas, result: result! };
};

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  fallbacks.length = 0;
  dropped.length = 0;
});

describe('the tools sent with chat requests', () => {
  it('offer add_task, plan_post and create_goal as strict functions, streamed and not', async () => {
    server.handle((body, res) => {
      if (!body.stream) return completion(res, JSON.stringify(answer));
      startStream(res);
      sendChunk(res, 'Fill the quiet months.');
      endStream(res);
    });
    await advisor().advice(photographer, request);
    await collect(advisor().adviceStream(photographer, request));
    for (const body of server.requests) {
      expect(body.tool_choice).toBe('auto');
      expect(body.tools?.map((t) => t.function.name)).toEqual(['add_task', 'plan_post', 'create_goal']);
      expect(body.tools?.every((t) => t.type === 'function' && t.function.strict === true)).toBe(true);
      expect(Object.keys(body.tools![0]!.function.parameters.properties)).toEqual(Object.keys(addTask));
    }
    // Other calls do not offer tools: only a chat answer is confirmed on screen.
    server.handle((_, res) => completion(res, '{}'));
    await advisor().projectInsights(photographer);
    expect(server.requests.at(-1)!.tools).toBeUndefined();
  });
});

describe('valid tool calls become the answer’s proposals', () => {
  it('in a complete answer, with every invalid call dropped and the answer kept', async () => {
    server.handle((_, res) =>
      completion(res, JSON.stringify(answer), [
        invalid[0]!,
        valid[0]!,
        ...invalid.slice(1),
        valid[1]!,
        valid[2]!,
      ]),
    );
    const result = await advisor().advice(photographer, request);
    expect(result).toEqual({ ...answer, source: 'model', proposedActions: expected });
    expect(Schema.is(Advice)(result)).toBe(true);
    expect(fallbacks).toEqual([]);
    // Each dropped call is reported, for the operator's log.
    expect(dropped.map((d) => [d.operation, d.call.name])).toEqual(invalid.map((c) => ['advice', c.name]));
  });

  it('in a stream, assembled by index from fragments interleaved with the text', async () => {
    const task = JSON.stringify(addTask);
    const goal = JSON.stringify(createGoal);
    server.handle((_, res) => {
      startStream(res);
      sendChunk(res, 'Fill the quiet months ');
      sendToolCallChunk(res, 0, { name: 'add_task', arguments: task.slice(0, 20) });
      sendChunk(res, 'with mini-sessions.\nACTION STEPS:\n- Pick dates\n');
      sendToolCallChunk(res, 1, { name: 'create_goal', arguments: goal.slice(0, 9) });
      sendToolCallChunk(res, 0, { arguments: task.slice(20) });
      sendToolCallChunk(res, 2, { name: 'plan_post', arguments: '{"idea": "A reel", "platform": ' });
      sendToolCallChunk(res, 1, { arguments: goal.slice(9) });
      sendToolCallChunk(res, 3, { name: 'send_invoice', arguments: '{}' });
      endStream(res);
    });
    const { deltas, result } = await collect(advisor().adviceStream(photographer, request));
    expect(deltas.join('')).toBe('Fill the quiet months with mini-sessions.');
    // The plan_post call's arguments never closed, and send_invoice was never offered.
    expect(result).toEqual({
      advice: 'Fill the quiet months with mini-sessions.',
      actionSteps: ['Pick dates'],
      // A streamed answer is plain text; its topic is the local engine's reading of the question.
      topic: detectTopic(request.message) ?? 'general',
      source: 'model',
      proposedActions: [expected[0], expected[2]],
    });
    expect(fallbacks).toEqual([]);
    expect(dropped.map((d) => [d.operation, d.call.name])).toEqual([
      ['adviceStream', 'plan_post'],
      ['adviceStream', 'send_invoice'],
    ]);
  });

  it('and when every call is invalid, the action steps are proposed as tasks instead', async () => {
    server.handle((_, res) => completion(res, JSON.stringify(answer), invalid));
    const result = await advisor().advice(photographer, request);
    const model = { ...answer, source: 'model' } as Advice;
    expect(result).toEqual({ ...model, proposedActions: proposedActionsOf(model) });
  });
});

describe('a malformed, refused or late answer comes from the local engine', () => {
  const local = () => ({ ...generateAdvice(photographer, request), source: 'local' });

  it('when the answer is only tool calls, with no text', async () => {
    server.handle((_, res) => completion(res, null, valid));
    const result = await advisor().advice(photographer, request);
    expect(result).toMatchObject(local());
    expect(fallbacks.map((f) => f.operation)).toEqual(['advice']);
  });

  it('when the answer text is not the expected JSON, even with valid calls', async () => {
    server.handle((_, res) => completion(res, 'Here is my advice: post more.', valid));
    expect((await advisor().advice(photographer, request)).source).toBe('local');
    expect(fallbacks).toHaveLength(1);
  });

  it('when the model refuses', async () => {
    server.handle((_, res) => refusal(res, 'I cannot help with that.'));
    const result = await advisor().advice(photographer, request);
    expect(result.source).toBe('local');
    expect(String(fallbacks[0]?.error)).toContain('refused');
  });

  it('when the model does not answer in time', async () => {
    server.handle(() => undefined);
    const result = await advisor({ ADVISOR_TIMEOUT_MS: '150' }).advice(photographer, request);
    expect(result.source).toBe('local');
    expect(fallbacks.map((f) => f.operation)).toEqual(['advice']);
  });

  it('when a stream stalls while writing a tool call, before any text', async () => {
    server.handle((_, res) => {
      startStream(res);
      sendToolCallChunk(res, 0, { name: 'add_task', arguments: '{"title": "Email' });
    });
    const { deltas, result } = await collect(
      advisor({ ADVISOR_TIMEOUT_MS: '200' }).adviceStream(photographer, request),
    );
    expect(result.source).toBe('local');
    expect(deltas.join('')).toBe(result.advice);
    expect(fallbacks.map((f) => f.operation)).toEqual(['adviceStream']);
  });

  it('when a stream carries tool calls but no text', async () => {
    server.handle((_, res) => {
      startStream(res);
      sendToolCallChunk(res, 0, { name: 'create_goal', arguments: JSON.stringify(createGoal) });
      endStream(res);
    });
    const { result } = await collect(advisor().adviceStream(photographer, request));
    expect(result.source).toBe('local');
    expect(fallbacks.map((f) => f.operation)).toEqual(['adviceStream']);
  });
});

describe('proposalOf', () => {
  it('decodes each tool with the contract, dropping excess fields', () => {
    expect(
      proposalOf({ name: 'create_goal', arguments: JSON.stringify({ ...createGoal, extra: 1 }) }),
    ).toEqual(expected[2]);
    expect(
      proposalOf({ name: 'plan_post', arguments: JSON.stringify({ idea: 'A reel', platform: null }) }),
    ).toEqual({
      kind: 'plan_post',
      idea: 'A reel',
      platform: null,
    });
    for (const call of invalid) expect(proposalOf(call)).toBeNull();
  });

  it('keeps at most a handful of proposals', () => {
    const many = Array.from({ length: 9 }, (_, i) => ({
      name: 'plan_post',
      arguments: JSON.stringify({ idea: `Post ${i}`, platform: null }),
    }));
    expect(proposalsOf(many)).toHaveLength(MAX_PROPOSALS);
  });

  it('drops repeats, a task still open and a goal already active', () => {
    const has = {
      tasks: [
        {
          title: 'email three past clients ',
          status: 'pending',
          category: 'sales',
          createdAt: '2026-11-01T09:00:00.000Z',
          completedAt: null,
        },
      ],
      goals: [
        {
          id: 'g',
          title: 'Book 12 Mini-Sessions',
          status: 'active',
          deadline: null,
          targetValue: 12,
          currentValue: 3,
          unit: null,
        },
      ],
    } as const;
    expect(proposalsOf([...valid, valid[1]!], has)).toEqual([expected[1]]);
    // Done work and finished goals may be proposed again.
    const done = {
      tasks: [{ ...has.tasks[0], status: 'completed', completedAt: '2026-11-02T09:00:00.000Z' }],
      goals: [{ ...has.goals[0], status: 'completed' }],
    } as const;
    expect(proposalsOf(valid, done)).toEqual(expected);
  });
});
