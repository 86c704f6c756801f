import type { ChatMessage } from '@market-muse/contracts';
import { assign, fromCallback, setup } from 'xstate';

/** The advisor's answer as the chat needs it. */
export interface ChatAnswer {
  readonly advice: string;
  readonly actionSteps: readonly string[];
  readonly source?: 'local' | 'model';
}

/** A message on screen: the server's ChatMessage plus where a stopped answer was cut and its source. */
export interface ChatEntry extends ChatMessage {
  readonly stopped?: boolean;
  readonly source?: 'local' | 'model';
}

/** What the stream actor reports back to the machine. */
export type StreamEvent =
  | { readonly type: 'DELTA'; readonly text: string }
  | { readonly type: 'DONE'; readonly answer: ChatAnswer }
  | { readonly type: 'FAIL'; readonly error: unknown };

export type ChatEvent =
  | { readonly type: 'TYPE'; readonly text: string }
  | { readonly type: 'SUBMIT'; readonly text?: string }
  | { readonly type: 'CANCEL' }
  | { readonly type: 'RETRY' }
  | { readonly type: 'HISTORY'; readonly messages: readonly ChatMessage[] }
  | StreamEvent;

export interface ChatContext {
  readonly draft: string;
  readonly messages: readonly ChatEntry[];
  /** The question being answered (or that failed, for a retry). */
  readonly pending: string | null;
  /** The answer as streamed so far. */
  readonly partial: string;
  readonly historyLoaded: boolean;
}

/**
 * The stream call. The real one (see useChatActor) wraps `client.ai.adviceStream` and aborts it on
 * cleanup; tests provide their own with `chatMachine.provide({ actors: { askAdvisor } })`.
 */
export const askAdvisorPlaceholder = fromCallback<ChatEvent, { message: string }>(({ sendBack }) => {
  sendBack({ type: 'FAIL', error: new Error('askAdvisor is not provided') });
});

const now = () => new Date().toISOString();

/** The conversation (issue 10): idle → sending → streaming → idle; cancel → cancelled; failure → failed → retry. */
export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: { askAdvisor: askAdvisorPlaceholder },
  guards: {
    hasText: ({ context, event }) =>
      ((event.type === 'SUBMIT' ? event.text : undefined) ?? context.draft).trim().length > 0,
  },
  actions: {
    type: assign({ draft: ({ event }) => (event.type === 'TYPE' ? event.text : '') }),
    loadHistory: assign(({ context, event }) =>
      event.type === 'HISTORY' && !context.historyLoaded
        ? { messages: [...event.messages, ...context.messages], historyLoaded: true }
        : {},
    ),
    ask: assign(({ context, event }) => {
      const text = ((event.type === 'SUBMIT' ? event.text : undefined) ?? context.draft).trim();
      return {
        pending: text,
        partial: '',
        draft: '',
        messages: [...context.messages, { type: 'user' as const, message: text, timestamp: now() }],
      };
    }),
    retry: assign(({ context }) => ({
      partial: '',
      draft: '',
      messages: [
        ...context.messages,
        { type: 'user' as const, message: context.pending ?? '', timestamp: now() },
      ],
    })),
    grow: assign({
      partial: ({ context, event }) =>
        event.type === 'DELTA' ? context.partial + event.text : context.partial,
    }),
    answer: assign(({ context, event }) => {
      if (event.type !== 'DONE') return {};
      const entry: ChatEntry = {
        type: 'ai',
        message: event.answer.advice,
        actionSteps: [...event.answer.actionSteps],
        timestamp: now(),
        ...(event.answer.source ? { source: event.answer.source } : {}),
      };
      return { messages: [...context.messages, entry], pending: null, partial: '' };
    }),
    stop: assign(({ context }) => ({
      messages: context.partial
        ? [
            ...context.messages,
            { type: 'ai' as const, message: context.partial, timestamp: now(), stopped: true },
          ]
        : context.messages,
      pending: null,
      partial: '',
    })),
    /** The failed question leaves the list and returns to the input, so nothing typed is lost. */
    fail: assign(({ context }) => ({
      messages: context.messages.slice(0, -1),
      draft: context.draft || (context.pending ?? ''),
      partial: '',
    })),
  },
}).createMachine({
  id: 'chat',
  context: { draft: '', messages: [], pending: null, partial: '', historyLoaded: false },
  initial: 'idle',
  on: {
    TYPE: { actions: 'type' },
    HISTORY: { actions: 'loadHistory' },
  },
  states: {
    idle: {
      on: { SUBMIT: { guard: 'hasText', target: 'asking', actions: 'ask' } },
    },
    /** The stream is running: `sending` until the first piece arrives, then `streaming`. */
    asking: {
      invoke: { src: 'askAdvisor', input: ({ context }) => ({ message: context.pending ?? '' }) },
      initial: 'sending',
      on: {
        DONE: { target: 'idle', actions: 'answer' },
        FAIL: { target: 'failed', actions: 'fail' },
        CANCEL: { target: 'cancelled', actions: 'stop' },
      },
      states: {
        sending: { on: { DELTA: { target: 'streaming', actions: 'grow' } } },
        streaming: { on: { DELTA: { actions: 'grow' } } },
      },
    },
    cancelled: {
      on: { SUBMIT: { guard: 'hasText', target: 'asking', actions: 'ask' } },
    },
    failed: {
      on: {
        SUBMIT: { guard: 'hasText', target: 'asking', actions: 'ask' },
        RETRY: { target: 'asking', actions: 'retry' },
      },
    },
  },
});
