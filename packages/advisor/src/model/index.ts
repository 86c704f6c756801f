// The model adapter (server only): the same Advisor functions served by a language model through
// the openai SDK with structured outputs, validated against the contracts, with a timeout, a
// bounded retry and a fallback to the local engine on any failure. `source` says who answered.
import {
  Advice,
  type AdviceRequest,
  type AdviceStreamEvent,
  type AdvisorContext,
  ContentAnalysis,
  ContentSuggestions,
  DailyTasks,
  ProjectInsights,
  RoadmapPlan,
  Strategy,
  strategyTimeframeLabels,
} from '@market-muse/contracts';
import type { Schema } from 'effect';
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { withProposedActions } from '../actions.ts';
import { detectTopic } from '../advice.ts';
import { type Advisor, createLocalAdvisor, validated } from '../advisor.ts';
import { analyzeContent } from '../analysis.ts';
import { generateDailyTasks } from '../daily.ts';
import { derivePersona } from '../persona.ts';
import { generateRoadmap } from '../roadmap.ts';
import { type Env, type ModelConfig, readModelConfig } from './config.ts';
import { chatMessages, messages } from './prompts.ts';
import { modelSchemas } from './schemas.ts';
import { proposalsOf, proposalTools, type ToolCall, toolCallAssembler, toolCallsOf } from './tools.ts';

export { DEFAULT_MODEL, type Env, type ModelConfig, readModelConfig } from './config.ts';
export { modelSchemas } from './schemas.ts';
export { MAX_PROPOSALS, proposalOf, proposalsOf, proposalTools, type ToolCall } from './tools.ts';

export type AdvisorOperation =
  | 'projectInsights'
  | 'roadmap'
  | 'dailyTasks'
  | 'contentSuggestions'
  | 'advice'
  | 'adviceStream'
  | 'strategy'
  | 'analyzeContent';

export interface ModelAdvisorOptions {
  /** Called whenever the local engine answered instead of the model, e.g. for logging. */
  readonly onFallback?: (event: { readonly operation: AdvisorOperation; readonly error: unknown }) => void;
  /** Called for each tool call dropped as invalid (the answer itself stands), e.g. for logging. */
  readonly onInvalidToolCall?: (event: {
    readonly operation: AdvisorOperation;
    readonly call: ToolCall;
  }) => void;
  /** The engine to fall back to; the local advisor by default. */
  readonly fallback?: Advisor;
}

const ACTION_MARKER = 'ACTION STEPS:';

/** Splits a streamed chat answer into the advice text and its action steps. */
export const splitActionSteps = (text: string): { advice: string; actionSteps: string[] } => {
  const at = text.toUpperCase().indexOf(ACTION_MARKER);
  if (at < 0) return { advice: text.trim(), actionSteps: [] };
  const actionSteps = text
    .slice(at + ACTION_MARKER.length)
    .split('\n')
    .map((l) => l.replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '').trim())
    .filter(Boolean);
  return { advice: text.slice(0, at).trim(), actionSteps };
};

/**
 * A chat answer with what it proposes: the model's valid tool calls when it made some, else its
 * action steps as tasks (as the local engine does). Streamed and non-streamed answers end here.
 */
const answerWithProposals = (
  ctx: AdvisorContext,
  answer: Advice,
  calls: readonly ToolCall[],
  onInvalid?: (call: ToolCall) => void,
): Advice => {
  const proposals = proposalsOf(calls, ctx, onInvalid);
  return validated(
    Advice,
    withProposedActions(proposals.length > 0 ? { ...answer, proposedActions: proposals } : answer),
  );
};

// Converting a zod schema to JSON Schema is not free; each operation's format is built once.
const formats = new Map<AdvisorOperation, ReturnType<typeof zodResponseFormat>>();
const responseFormat = <S extends z.ZodType>(operation: AdvisorOperation, schema: S) => {
  let format = formats.get(operation);
  if (!format) {
    format = zodResponseFormat(schema, operation);
    formats.set(operation, format);
  }
  return format as ReturnType<typeof zodResponseFormat<S>>;
};

export const createModelAdvisor = (config: ModelConfig, options: ModelAdvisorOptions = {}): Advisor => {
  const local = options.fallback ?? createLocalAdvisor();
  const client = new OpenAI({
    apiKey: config.apiKey,
    baseURL: config.baseURL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });

  /**
   * One structured call: parse with zod, shape, validate with the contract; local engine on any
   * failure. With `tools`, the model may also call them; `shape` receives the calls, and a bad call
   * is for `shape` to drop, since the content alone decides whether the answer stands.
   */
  const structured = async <S extends z.ZodType, A>(
    operation: AdvisorOperation,
    schema: S,
    prompt: ChatCompletionMessageParam[],
    shape: (parsed: z.output<S>, calls: readonly ToolCall[]) => unknown,
    contract: { readonly decode: (value: unknown) => A },
    fallback: () => Promise<A>,
    tools?: typeof proposalTools,
  ): Promise<A> => {
    try {
      // `create`, not `parse`: the SDK's parse would reject the whole answer over one call's bad JSON.
      const completion = await client.chat.completions.create({
        model: config.model,
        messages: prompt,
        response_format: responseFormat(operation, schema),
        ...(tools ? { tools: [...tools], tool_choice: 'auto' as const } : {}),
      });
      const message = completion.choices[0]?.message;
      if (message?.refusal) throw new Error(`the model refused: ${message.refusal}`);
      if (!message?.content) throw new Error('the model returned no structured output');
      const parsed = schema.parse(JSON.parse(message.content)) as z.output<S>;
      return contract.decode(shape(parsed, toolCallsOf(message.tool_calls)));
    } catch (error) {
      options.onFallback?.({ operation, error });
      return fallback();
    }
  };

  const contract = <A, I>(schema: Schema.Schema<A, I>) => ({
    decode: (value: unknown) => validated(schema, value),
  });

  return {
    kind: 'model',

    projectInsights: (ctx) =>
      structured(
        'projectInsights',
        modelSchemas.projectInsights,
        messages(derivePersona(ctx), 'Analyse my project and give me marketing insights.'),
        (r) => ({ ...r, source: 'model' }),
        contract(ProjectInsights),
        () => local.projectInsights(ctx),
      ),

    roadmap: (ctx) => {
      const p = derivePersona(ctx);
      return structured(
        'roadmap',
        modelSchemas.roadmap,
        messages(
          p,
          `Write my 90-day marketing roadmap: three phases (days 1-30, 31-60, 61-90), each with 2-5 steps of 2-3 tasks. Size the tasks so a week's tasks fit my weekly time; estimatedTime is in minutes.`,
        ),
        (r) => ({
          ...r,
          estimatedDuration: '90 days',
          totalSteps: r.phases.reduce((n, ph) => n + ph.steps.length, 0),
          weeklyMinutes: p.weeklyMinutes,
          source: 'model',
        }),
        contract(RoadmapPlan),
        () => local.roadmap(ctx),
      );
    },

    dailyTasks: (ctx, opts) => {
      const p = derivePersona(ctx);
      // The local engine decides the phase and the day's time budget; the model fills the day.
      const base = generateDailyTasks(ctx, opts);
      const plan = opts?.plan ?? generateRoadmap(ctx);
      const phase = plan.phases.find((ph) => ph.title === base.phase);
      const open = [...p.openTasks];
      return structured(
        'dailyTasks',
        modelSchemas.dailyTasks,
        messages(
          p,
          `Give me today's marketing tasks (${ctx.date}) from the roadmap phase "${base.phase}"${phase ? ` (steps: ${phase.steps.map((s) => s.title).join('; ')})` : ''}. Together they must take at most ${base.minutesAvailable} minutes. Do not repeat these open tasks: ${open.join('; ') || 'none'}.`,
        ),
        (r) => {
          let left = base.minutesAvailable;
          const tasks = r.tasks.filter((t) => {
            if (p.openTasks.has(t.title.trim().toLowerCase()) || t.estimatedTime > left) return false;
            left -= t.estimatedTime;
            return true;
          });
          return { ...base, tasks: tasks.slice(0, 5), source: 'model' };
        },
        contract(DailyTasks),
        () => local.dailyTasks(ctx, opts),
      );
    },

    contentSuggestions: (ctx, options) =>
      structured(
        'contentSuggestions',
        modelSchemas.contentSuggestions,
        messages(
          derivePersona(ctx),
          'Suggest social media content for my project: at least 8 post ideas, 6 captions and 15 hashtags, posting-time insights, content tips, engagement tips, trends, and a story, a question and a tip template.' +
            (options?.recentIdeas?.length
              ? ` Do not repeat any of these ideas I was shown recently: ${options.recentIdeas.slice(0, 30).join(' | ')}.`
              : ''),
        ),
        (r) => ({ ...r, source: 'model' }),
        contract(ContentSuggestions),
        () => local.contentSuggestions(ctx, options),
      ),

    advice: (ctx, request) =>
      structured(
        'advice',
        modelSchemas.advice,
        [
          ...chatMessages(derivePersona(ctx), request.history, request.message).slice(0, -1),
          {
            role: 'user',
            content: `${request.message}\n\n(Answer with the advice text, 3-5 action steps and the topic.)`,
          },
        ],
        (r, calls) =>
          answerWithProposals(ctx, { ...r, source: 'model' }, calls, (call) =>
            options.onInvalidToolCall?.({ operation: 'advice', call }),
          ),
        contract(Advice),
        () => local.advice(ctx, request),
        proposalTools,
      ),

    adviceStream: (ctx, request) => streamFromModel(ctx, request),

    strategy: (ctx, timeframe) => {
      const p = derivePersona(ctx);
      return structured(
        'strategy',
        modelSchemas.strategy,
        messages(
          p,
          `Write my ${strategyTimeframeLabels[timeframe]} marketing strategy (timeframe ${timeframe}): a title, phases with actions and milestones, my primary goal, and realistic estimated results for my time and budget.`,
        ),
        (r) => ({
          strategy: { title: r.title, timeframe, phases: r.phases },
          creativeType: p.creativeType,
          experience: p.experience,
          primaryGoal: r.primaryGoal,
          estimatedResults: r.estimatedResults,
          source: 'model',
        }),
        contract(Strategy),
        () => local.strategy(ctx, timeframe),
      );
    },

    analyzeContent: (ctx, request) => {
      // Scores and measurements stay measured locally; the model adds judgement in words.
      const measured = analyzeContent(ctx, request);
      return structured(
        'analyzeContent',
        modelSchemas.contentAnalysis,
        messages(
          derivePersona(ctx),
          `Review this ${request.platform} post. Measured: Flesch reading ease ${measured.analysis.readability.flesch_reading_ease}, ${measured.analysis.caption_length.characters}/${measured.analysis.caption_length.limit} characters, ${measured.analysis.caption_length.hashtags} hashtags, call to action: ${measured.analysis.call_to_action.present ? measured.analysis.call_to_action.phrases.join(', ') : 'none'}.\n\nPost:\n"""${request.content}"""`,
        ),
        (r) => ({
          ...measured,
          analysis: {
            ...measured.analysis,
            sentiment: r.sentiment,
            suggestions: r.suggestions,
            hashtag_suggestions: r.hashtag_suggestions,
            optimal_posting_time: r.optimal_posting_time,
            engagement_prediction: {
              ...measured.analysis.engagement_prediction,
              reasons:
                r.engagement_reasons.length > 0
                  ? r.engagement_reasons
                  : measured.analysis.engagement_prediction.reasons,
            },
          },
          source: 'model',
        }),
        contract(ContentAnalysis),
        () => local.analyzeContent(ctx, request),
      );
    },
  };

  /**
   * Relays the model's text as it arrives, holding back the action-step section, then emits the
   * validated result. Before the first delta any failure switches to the local stream; after it,
   * the final result comes from the local engine and supersedes the partial text.
   */
  async function* streamFromModel(
    ctx: AdvisorContext,
    request: AdviceRequest,
  ): AsyncGenerator<AdviceStreamEvent> {
    const p = derivePersona(ctx);
    const controller = new AbortController();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(new Error('model stream timed out')), config.timeoutMs);
    };
    let text = '';
    let emitted = 0;
    try {
      arm();
      const stream = await client.chat.completions.create(
        {
          model: config.model,
          messages: chatMessages(p, request.history, request.message),
          stream: true,
          tools: [...proposalTools],
          tool_choice: 'auto',
        },
        { signal: controller.signal },
      );
      const calls = toolCallAssembler();
      for await (const chunk of stream) {
        arm();
        const delta = chunk.choices[0]?.delta;
        calls.add(delta?.tool_calls);
        text += delta?.content ?? '';
        // Relay everything that cannot be the start of the marker, without leading or trailing
        // whitespace, so the deltas add up to exactly the final advice text.
        const body = text.trimStart();
        const marker = body.toUpperCase().indexOf(ACTION_MARKER);
        const end = marker >= 0 ? marker : Math.max(0, body.length - ACTION_MARKER.length);
        const safe = body.slice(0, end).trimEnd().length;
        if (safe > emitted) {
          yield { type: 'delta', text: body.slice(emitted, safe) };
          emitted = safe;
        }
      }
      clearTimeout(idle);
      // The SDK ends an aborted stream quietly; a stall is a failure, not an answer.
      if (controller.signal.aborted) throw controller.signal.reason;
      const { advice, actionSteps } = splitActionSteps(text);
      if (emitted < advice.length) yield { type: 'delta', text: advice.slice(emitted) };
      const result = answerWithProposals(
        ctx,
        { advice, actionSteps, topic: detectTopic(request.message) ?? 'general', source: 'model' },
        calls.calls(),
        (call) => options.onInvalidToolCall?.({ operation: 'adviceStream', call }),
      );
      yield { type: 'result', result };
    } catch (error) {
      clearTimeout(idle);
      controller.abort();
      options.onFallback?.({ operation: 'adviceStream', error });
      if (emitted === 0) {
        yield* local.adviceStream(ctx, request);
        return;
      }
      yield { type: 'result', result: await local.advice(ctx, request) };
    }
  }
};

/** The advisor for this environment: model-backed when a key or base URL is set, else local only. */
export const createAdvisor = (env: Env = process.env, options: ModelAdvisorOptions = {}): Advisor => {
  const config = readModelConfig(env);
  return config === null ? (options.fallback ?? createLocalAdvisor()) : createModelAdvisor(config, options);
};
