// The actions a model may propose in a chat answer, offered as OpenAI function tools. Each tool's
// parameters mirror one `ProposedAction` of the contract; each call is decoded with the contract's own
// schema, so a call with malformed JSON, a wrong type or an unknown name is dropped on its own and the
// answer around it stands. Streamed and non-streamed answers go through the same functions.
import {
  type AdvisorContext,
  PLATFORMS,
  ProposedAction,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
} from '@market-muse/contracts';
import { Option, Schema } from 'effect';
import type {
  ChatCompletionChunk,
  ChatCompletionFunctionTool,
  ChatCompletionMessageToolCall,
} from 'openai/resources/chat/completions';

/** At most this many proposals per answer: more would bury the answer under cards. */
export const MAX_PROPOSALS = 5;

const text = (description: string) => ({ type: 'string', description }) as const;
const nullable = (schema: Record<string, unknown>, description: string) => ({
  anyOf: [schema, { type: 'null' }],
  description,
});

const tool = (
  name: ProposedAction['kind'],
  description: string,
  properties: Record<string, unknown>,
): ChatCompletionFunctionTool => ({
  type: 'function',
  function: {
    name,
    description,
    // Strict: every property required (absent ones as null), nothing else.
    strict: true,
    parameters: {
      type: 'object',
      properties,
      required: Object.keys(properties),
      additionalProperties: false,
    },
  },
});

/** The tools sent with every chat request. */
export const proposalTools: readonly ChatCompletionFunctionTool[] = [
  tool('add_task', 'Propose a marketing task for the user to add to their task list once they confirm.', {
    title: text('The task, as an imperative of at most 12 words.'),
    description: text('One or two sentences on how to do it.'),
    category: { type: 'string', enum: [...TASK_CATEGORIES] },
    priority: { type: 'string', enum: [...TASK_PRIORITIES] },
    estimatedTime: { type: 'integer', minimum: 1, description: 'Minutes it takes.' },
  }),
  tool('plan_post', 'Propose a post for the user to plan in their content calendar once they confirm.', {
    idea: text('What the post shows or says, in one sentence.'),
    platform: nullable({ type: 'string', enum: [...PLATFORMS] }, 'Where to post it, or null if any.'),
  }),
  tool('create_goal', 'Propose a measurable marketing goal for the user to create once they confirm.', {
    title: text('The goal, in a few words.'),
    targetValue: nullable({ type: 'number' }, 'The number to reach, or null if not measurable.'),
    unit: nullable({ type: 'string' }, 'What is counted (followers, sales …), or null.'),
  }),
];

/** A tool call as the model sent it: the function's name and its arguments as JSON text. */
export interface ToolCall {
  readonly name: string;
  readonly arguments: string;
}

const decodeProposal = Schema.decodeUnknownOption(ProposedAction);

const parseObject = (json: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** One tool call as a proposal, or null when its name is unknown or its arguments break the contract. */
export const proposalOf = (call: ToolCall): ProposedAction | null => {
  const args = parseObject(call.arguments);
  if (args === null) return null;
  switch (call.name) {
    case 'add_task':
      return Option.getOrNull(decodeProposal({ kind: 'add_task', task: args }));
    case 'plan_post':
    case 'create_goal':
      return Option.getOrNull(decodeProposal({ ...args, kind: call.name }));
    default:
      return null;
  }
};

const keyOf = (p: ProposedAction): string => {
  const fold = (text: string) => text.trim().toLowerCase();
  switch (p.kind) {
    case 'add_task':
      return `task:${fold(p.task.title)}`;
    case 'create_goal':
      return `goal:${fold(p.title)}`;
    case 'plan_post':
      return `post:${fold(p.idea)}`;
  }
};

/**
 * The valid proposals among the calls, in order, at most `MAX_PROPOSALS`: without repeats, and
 * without a task the user still has open or a goal they are already working towards.
 */
export const proposalsOf = (
  calls: readonly ToolCall[],
  has: Pick<AdvisorContext, 'goals' | 'tasks'> = { goals: [], tasks: [] },
  onInvalid: (call: ToolCall) => void = () => undefined,
): ProposedAction[] => {
  const seen = new Set([
    ...has.tasks.filter((t) => t.status !== 'completed').map((t) => `task:${t.title.trim().toLowerCase()}`),
    ...has.goals.filter((g) => g.status === 'active').map((g) => `goal:${g.title.trim().toLowerCase()}`),
  ]);
  const proposals: ProposedAction[] = [];
  for (const call of calls) {
    const proposal = proposalOf(call);
    if (proposal === null) onInvalid(call);
    if (proposal === null || seen.has(keyOf(proposal))) continue;
    seen.add(keyOf(proposal));
    proposals.push(proposal);
  }
  return proposals.slice(0, MAX_PROPOSALS);
};

/** The function calls of a complete (non-streamed) message. */
export const toolCallsOf = (calls: readonly ChatCompletionMessageToolCall[] | undefined): ToolCall[] =>
  (calls ?? []).flatMap((c) =>
    c.type === 'function' ? [{ name: c.function.name, arguments: c.function.arguments }] : [],
  );

/**
 * Assembles streamed tool calls: each chunk carries fragments keyed by the call's index, the name once
 * and the arguments in pieces to be concatenated.
 */
export const toolCallAssembler = () => {
  const calls = new Map<number, { name: string; arguments: string }>();
  return {
    add(deltas: ChatCompletionChunk.Choice.Delta['tool_calls']): void {
      for (const d of deltas ?? []) {
        const call = calls.get(d.index) ?? { name: '', arguments: '' };
        calls.set(d.index, call);
        // The name arrives whole in the call's first fragment (some servers repeat it later).
        if (!call.name) call.name = d.function?.name ?? '';
        call.arguments += d.function?.arguments ?? '';
      }
    },
    calls: (): ToolCall[] => [...calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call),
  };
};
