// The model adapter against a local OpenAI-compatible server: valid output is used, invalid
// output and timeouts fall back to the local engine, and chat streams are relayed as they come.
import {
  Advice,
  type AdviceStreamEvent,
  ContentAnalysis,
  ContentSuggestions,
  DailyTasks,
  ProjectInsights,
  RoadmapPlan,
  Strategy,
} from '@market-muse/contracts';
import { Schema } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateContentSuggestions, generateProjectInsights, proposedActionsOf } from '../src/index.ts';
import {
  type AdvisorOperation,
  createAdvisor,
  readModelConfig,
  splitActionSteps,
} from '../src/model/index.ts';
import { musician, photographer, withTasks } from './fixtures.ts';
import {
  completion,
  endStream,
  type FakeServer,
  sendChunk,
  startServer,
  startStream,
} from './openai-server.ts';

const insights = {
  keyInsights: ['Model insight one for Harbour Light Portraits', 'Model insight two', 'Model insight three'],
  audienceSegments: [
    { name: 'New parents', description: 'Families with babies' },
    { name: 'Grandparents', description: 'Gift sessions' },
  ],
  recommendedChannels: [
    { name: 'Instagram', priority: 'High', reason: 'Visual', expectedROI: 'Steady' },
    { name: 'Local groups', priority: 'Medium', reason: 'Word of mouth', expectedROI: 'Fast' },
  ],
  challengeSolutions: [{ challenge: 'Pricing my work', solution: 'Use tiers', timeline: '2 weeks' }],
};

const task = (title: string, estimatedTime: number) => ({
  title,
  description: `${title}, described`,
  category: 'content',
  priority: 'high',
  estimatedTime,
});

/** Valid structured answers per operation, as a well-behaved model would give them. */
const validAnswers: Record<string, unknown> = {
  projectInsights: insights,
  roadmap: {
    title: 'Model roadmap',
    description: 'A plan',
    phases: [1, 2, 3].map((i) => ({
      title: `Phase ${i}`,
      description: 'Do things',
      startDay: (i - 1) * 30 + 1,
      endDay: i * 30,
      milestone: 'Done',
      steps: [{ title: `Step ${i}`, description: 'Step', tasks: [task(`Task ${i}`, 30)] }],
    })),
  },
  dailyTasks: {
    tasks: [task('Model task A', 10), task('Model task B', 15), task('Too long for today', 500)],
  },
  contentSuggestions: {
    postIdeas: Array.from({ length: 8 }, (_, i) => `Model idea ${i}`),
    captions: Array.from({ length: 6 }, (_, i) => `Model caption ${i}`),
    hashtags: Array.from({ length: 15 }, (_, i) => `#model${i}`),
    aiInsights: {
      bestPostingTimes: ['Tue 10:00'],
      contentTips: ['Tip'],
      engagement: ['Reply'],
      trends: ['Reels'],
    },
    templates: { story: 'Story', question: 'Question', tip: 'Tip' },
  },
  advice: { advice: 'Model advice', actionSteps: ['One', 'Two', 'Three'], topic: 'pricing' },
  strategy: {
    title: 'Model strategy',
    timeframe: '30days',
    phases: [{ title: 'Week 1', duration: 'Week 1', actions: ['Act'], milestones: ['Milestone'] }],
    primaryGoal: 'Find clients',
    estimatedResults: [{ metric: 'Posts', estimate: '8' }],
  },
  analyzeContent: {
    platform: 'instagram',
    sentiment: 'positive',
    suggestions: ['Model suggestion'],
    hashtag_suggestions: ['#modeltag'],
    optimal_posting_time: 'Tuesday 10:00',
    engagement_reasons: ['Model reason'],
  },
};

let server: FakeServer;
const fallbacks: { operation: AdvisorOperation; error: unknown }[] = [];

const advisor = (extra: Record<string, string> = {}) =>
  createAdvisor(
    { OPENAI_BASE_URL: server.baseURL, OPENAI_MODEL: 'test-model', ADVISOR_TIMEOUT_MS: '2000', ...extra },
    { onFallback: (e) => fallbacks.push(e) },
  );

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  fallbacks.length = 0;
});

describe('configuration', () => {
  it('uses the local engine when neither key nor base URL is set', () => {
    expect(createAdvisor({}).kind).toBe('local');
    expect(createAdvisor({ OPENAI_MODEL: 'x' }).kind).toBe('local');
    expect(readModelConfig({})).toBeNull();
  });

  it('reads key, base URL, model and timeout', () => {
    expect(readModelConfig({ OPENAI_API_KEY: 'sk-x' })).toEqual({
      apiKey: 'sk-x',
      baseURL: undefined,
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
      maxRetries: 1,
    });
    const c = readModelConfig({
      OPENAI_BASE_URL: 'http://127.0.0.1:1/v1',
      ADVISOR_TIMEOUT_MS: '500',
      OPENAI_MODEL: 'llama3',
    });
    expect(c).toMatchObject({ apiKey: 'not-needed', model: 'llama3', timeoutMs: 500 });
    expect(readModelConfig({ OPENAI_API_KEY: 'k', ADVISOR_TIMEOUT_MS: 'soon' })?.timeoutMs).toBe(20_000);
    expect(createAdvisor({ OPENAI_API_KEY: 'k' }).kind).toBe('model');
  });
});

describe('valid model output is used', () => {
  beforeEach(() => {
    server.handle((body, res) => {
      const name = body.response_format?.json_schema?.name ?? '';
      completion(res, JSON.stringify(validAnswers[name]));
    });
  });

  it('for project insights, with the profile and project in the prompt and a JSON schema', async () => {
    const result = await advisor().projectInsights(photographer);
    expect(result.source).toBe('model');
    expect(result.keyInsights[0]).toBe('Model insight one for Harbour Light Portraits');
    expect(Schema.is(ProjectInsights)(result)).toBe(true);
    const request = server.requests[0]!;
    expect(request.model).toBe('test-model');
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.response_format?.json_schema?.strict).toBe(true);
    const prompt = request.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Harbour Light Portraits');
    expect(prompt).toContain('young families in Bristol');
    expect(prompt).toContain('Photography');
    expect(prompt).toMatch(/budget: none/i);
    expect(fallbacks).toEqual([]);
  });

  it('for every other structured function', async () => {
    const a = advisor();
    const roadmap = await a.roadmap(photographer);
    expect(roadmap).toMatchObject({
      source: 'model',
      title: 'Model roadmap',
      totalSteps: 3,
      estimatedDuration: '90 days',
    });
    expect(Schema.is(RoadmapPlan)(roadmap)).toBe(true);

    const daily = await a.dailyTasks(photographer);
    expect(daily.source).toBe('model');
    // The task that does not fit the day's 30 minutes is dropped.
    expect(daily.tasks.map((t) => t.title)).toEqual(['Model task A', 'Model task B']);
    expect(Schema.is(DailyTasks)(daily)).toBe(true);

    const content = await a.contentSuggestions(photographer);
    expect(content).toMatchObject({ source: 'model', postIdeas: expect.arrayContaining(['Model idea 0']) });
    expect(Schema.is(ContentSuggestions)(content)).toBe(true);

    const advice = await a.advice(photographer, {
      message: 'How do I price?',
      history: [
        { type: 'user', message: 'I shoot family portraits', timestamp: '2026-11-21T09:00:00.000Z' },
        { type: 'ai', message: 'Lovely, tell me more.', timestamp: '2026-11-21T09:00:01.000Z' },
      ],
    });
    // The conversation so far goes to the model as chat turns.
    const turns = server.requests.at(-1)!.messages.map((m) => `${m.role}: ${m.content}`);
    expect(turns.slice(1, 3)).toEqual(['user: I shoot family portraits', 'assistant: Lovely, tell me more.']);
    const answered = {
      advice: 'Model advice',
      actionSteps: ['One', 'Two', 'Three'],
      topic: 'pricing',
      source: 'model',
    } as const;
    // The steps come with the same proposals the local engine makes, for the screen to confirm.
    expect(advice).toEqual({ ...answered, proposedActions: proposedActionsOf(answered) });
    expect(advice.proposedActions?.map((p) => p.kind)).toEqual(['add_task', 'add_task', 'add_task']);

    const strategy = await a.strategy(musician, '30days');
    expect(strategy).toMatchObject({ source: 'model', creativeType: 'music', experience: 'advanced' });
    expect(strategy.strategy.title).toBe('Model strategy');
    expect(Schema.is(Strategy)(strategy)).toBe(true);

    // Analysis: words from the model, numbers measured locally.
    const analysis = await a.analyzeContent(photographer, {
      content: 'New prints! Link in bio.',
      platform: 'instagram',
    });
    expect(analysis.source).toBe('model');
    expect(analysis.analysis.suggestions).toEqual(['Model suggestion']);
    expect(analysis.analysis.call_to_action.present).toBe(true);
    expect(analysis.analysis.caption_length.characters).toBe(24);
    expect(Schema.is(ContentAnalysis)(analysis)).toBe(true);
    expect(fallbacks).toEqual([]);
  });
});

describe('every prompt carries the profile, the active project, open tasks and goals', () => {
  const task = (title: string, status: 'pending' | 'completed') => ({
    title,
    status,
    category: 'content' as const,
    createdAt: '2026-11-01T09:00:00.000Z',
    completedAt: status === 'completed' ? '2026-11-20T09:00:00.000Z' : null,
  });
  const busy = {
    ...withTasks(musician, [
      task('Film the studio teaser', 'pending'),
      task('Mix the single', 'completed'),
      ...Array.from({ length: 12 }, (_, i) => task(`Backlog item ${i + 1}`, 'pending')),
    ]),
    project: {
      ...musician.project!,
      description: `A second synthwave album. ${'Very long notes. '.repeat(400)}`,
    },
  };
  const promptOf = (i: number) => server.requests[i]!.messages.map((m) => m.content).join('\n');

  it('in chat, streamed and not, and in the other calls, bounded in size', async () => {
    server.handle((body, res) => {
      if (body.stream) {
        startStream(res);
        sendChunk(res, 'Plan the release.\nACTION STEPS:\n- Pitch a playlist\n');
        endStream(res);
        return;
      }
      completion(res, JSON.stringify(validAnswers[body.response_format?.json_schema?.name ?? '']));
    });
    const a = advisor();
    await a.advice(busy, { message: 'How do I launch?', history: [] });
    for await (const _ of a.adviceStream(busy, { message: 'How do I launch?', history: [] }));
    await a.strategy(busy, '30days');
    await a.contentSuggestions(busy);
    expect(server.requests).toHaveLength(4);
    for (const i of [0, 1, 2, 3]) {
      const prompt = promptOf(i);
      expect(prompt).toContain('Active project: Neon Tides (Music Album)');
      expect(prompt).toContain('synthwave fans aged 25-40');
      expect(prompt).toContain('analogue synths recorded live to tape');
      expect(prompt).toContain('Reach 10,000 monthly listeners (3200 of 10000 listeners), by 2027-03-01');
      expect(prompt).toContain('Open tasks: Film the studio teaser; Backlog item 1;');
      // Done work is not open; a long backlog and a long description are cut, not sent whole.
      expect(prompt).not.toContain('Mix the single');
      expect(prompt).toContain('; and 5 more');
      expect(prompt).not.toContain('Backlog item 12');
      expect(prompt).toMatch(/Project description: A second synthwave album\. (Very long notes\. )+Very…?/);
      expect(prompt.length).toBeLessThan(6000);
    }
    expect(fallbacks).toEqual([]);
  });
});

describe('invalid model output is rejected and replaced by the local engine', () => {
  it('when a field is missing', async () => {
    const { keyInsights: _, ...incomplete } = insights;
    server.handle((_, res) => completion(res, JSON.stringify(incomplete)));
    const result = await advisor().projectInsights(photographer);
    expect(result).toEqual(generateProjectInsights(photographer));
    expect(fallbacks.map((f) => f.operation)).toEqual(['projectInsights']);
  });

  it('when it parses but breaks the contract (too few hashtags, bad hashtag)', async () => {
    const bad = {
      ...(validAnswers.contentSuggestions as object),
      hashtags: ['#ok', 'not a tag'],
    };
    server.handle((_, res) => completion(res, JSON.stringify(bad)));
    const result = await advisor().contentSuggestions(photographer);
    expect(result).toEqual(generateContentSuggestions(photographer));
    expect(result.source).toBe('local');
    expect(fallbacks).toHaveLength(1);
  });

  it('when the content is not JSON', async () => {
    server.handle((_, res) => completion(res, 'Sure! Here are some insights: ...'));
    expect((await advisor().projectInsights(photographer)).source).toBe('local');
  });

  it('when the server fails, after a bounded retry', async () => {
    server.handle((_, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"boom"}}');
    });
    const result = await advisor({ ADVISOR_MAX_RETRIES: '1' }).strategy(photographer, '90days');
    expect(result.source).toBe('local');
    expect(server.requests).toHaveLength(2);
  });
});

describe('timeouts', () => {
  it('fall back to the local engine after the retry also times out', async () => {
    // Never answer; the connection is closed when the server shuts down.
    server.handle(() => undefined);
    const started = performance.now();
    const result = await advisor({ ADVISOR_TIMEOUT_MS: '150', ADVISOR_MAX_RETRIES: '1' }).projectInsights(
      photographer,
    );
    expect(result.source).toBe('local');
    expect(server.requests).toHaveLength(2);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(fallbacks[0]?.operation).toBe('projectInsights');
  });
});

describe('streaming chat', () => {
  const collect = async (events: AsyncIterable<AdviceStreamEvent>, onDelta?: (n: number) => void) => {
    const deltas: string[] = [];
    let result: Advice | null = null;
    for await (const e of events) {
      if (e.type === 'delta') {
        deltas.push(e.text);
        onDelta?.(deltas.length);
      } else result = e.result;
    }
    return { deltas, result: result! };
  };

  it('relays deltas while the model is still writing, then the parsed result', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    server.handle(async (body, res) => {
      expect(body.stream).toBe(true);
      startStream(res);
      for (const piece of ['Price your ', 'sessions in three ', 'tiers. ']) sendChunk(res, piece);
      // The rest only comes after the client has shown the first words.
      await released;
      for (const piece of [
        'Most clients pick the middle one.\n',
        'ACTION ',
        'STEPS:\n- List your costs\n',
        '- Publish a price list\n',
      ])
        sendChunk(res, piece);
      endStream(res);
    });
    const { deltas, result } = await collect(
      advisor().adviceStream(photographer, { message: 'How should I price my sessions?', history: [] }),
      () => release(),
    );
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe('Price your sessions in three tiers. Most clients pick the middle one.');
    expect(deltas.join('')).not.toContain('ACTION');
    const streamed = {
      advice: 'Price your sessions in three tiers. Most clients pick the middle one.',
      actionSteps: ['List your costs', 'Publish a price list'],
      topic: 'pricing',
      source: 'model',
    } as const;
    expect(result).toEqual({ ...streamed, proposedActions: proposedActionsOf(streamed) });
    expect(Schema.is(Advice)(result)).toBe(true);
    const system = server.requests[0]!.messages[0]!.content;
    expect(system).toContain('Harbour Light Portraits');
  });

  it('switches to the local stream when the model fails before the first word', async () => {
    server.handle((_, res) => {
      res.writeHead(500).end('down');
    });
    const { deltas, result } = await collect(
      advisor({ ADVISOR_MAX_RETRIES: '0' }).adviceStream(photographer, {
        message: 'Content ideas',
        history: [],
      }),
    );
    expect(result.source).toBe('local');
    expect(deltas.join('')).toBe(result.advice);
    expect(fallbacks.map((f) => f.operation)).toEqual(['adviceStream']);
  });

  it('ends with the local result when the stream stalls midway', async () => {
    server.handle((_, res) => {
      startStream(res);
      sendChunk(res, 'Start with the work you are proudest of and show how it was made. ');
      // …and then silence.
    });
    const { deltas, result } = await collect(
      advisor({ ADVISOR_TIMEOUT_MS: '200' }).adviceStream(photographer, {
        message: 'Engagement tips',
        history: [],
      }),
    );
    // The model's first words were relayed, then the local answer replaced them.
    expect(deltas.join('')).toMatch(/^Start with the work you are proudest of/);
    expect(result.source).toBe('local');
    expect(result.advice).not.toMatch(/^Start with the work/);
    expect(fallbacks.map((f) => f.operation)).toEqual(['adviceStream']);
    expect(result.topic).toBe('engagement');
  });
});

describe('splitActionSteps', () => {
  it('separates numbered or bulleted steps after the marker', () => {
    expect(splitActionSteps('Do this.\n\nAction steps:\n1. One\n2) Two\n* Three')).toEqual({
      advice: 'Do this.',
      actionSteps: ['One', 'Two', 'Three'],
    });
    expect(splitActionSteps('Only text')).toEqual({ advice: 'Only text', actionSteps: [] });
  });
});
