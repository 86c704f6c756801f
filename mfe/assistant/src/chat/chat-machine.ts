import type { ChatMessage, ProposedAction } from '@market-muse/contracts';
import { assign, fromCallback, fromPromise, setup } from 'xstate';

/** The advisor's answer as the chat needs it. */
export interface ChatAnswer {
  readonly advice: string;
  readonly actionSteps: readonly string[];
  readonly source?: 'local' | 'model';
  readonly proposedActions?: readonly ProposedAction[];
}

/** A message on screen: the server's ChatMessage plus where a stopped answer was cut and its source. */
export interface ChatEntry extends ChatMessage {
  readonly stopped?: boolean;
  readonly source?: 'local' | 'model';
  /** What a fresh answer proposes, for the user to confirm on screen. */
  readonly proposedActions?: readonly ProposedAction[];
}

/** What the stream actor reports back to the machine. */
export type StreamEvent =
  | { readonly type: 'TURN'; readonly turnId: string }
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
  /** The id the stream gave the turn being answered (a stop is recorded under it). */
  readonly turnId: string | null;
  /** The answer the user stopped, as it is recorded: the question, exactly what was shown, its turn. */
  readonly stopped: StoppedAnswer | null;
  readonly historyLoaded: boolean;
}

/** What recording a stop needs. */
export interface StoppedAnswer {
  readonly message: string;
  readonly shown: string;
  readonly turnId: string | null;
}

/**
 * The stream call. The real one (see useChatActor) wraps `client.ai.adviceStream` and aborts it on
 * cleanup; tests provide their own with `chatMachine.provide({ actors: { askAdvisor } })`.
 */
export const askAdvisorPlaceholder = fromCallback<ChatEvent, { message: string }>(({ sendBack }) => {
  sendBack({ type: 'FAIL', error: new Error('askAdvisor is not provided') });
});

/**
 * Recording a stop. The real one (see ChatTab) calls `client.ai.stopAnswer`; tests provide their own with
 * `chatMachine.provide({ actors: { recordStop } })`.
 */
export const recordStopPlaceholder = fromPromise<unknown, StoppedAnswer>(async () => {
  throw new Error('recordStop is not provided');
});

const now = () => new Date().toISOString();

/**
 * The conversation: idle → sending → streaming → idle; Stop → cancelled (the stop recorded) → retry or a new
 * question; failure → failed → retry.
 */
export const chatMachine = setup({
  types: { context: {} as ChatContext, events: {} as ChatEvent },
  actors: { askAdvisor: askAdvisorPlaceholder, recordStop: recordStopPlaceholder },
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
        turnId: null,
        stopped: null,
        draft: '',
        messages: [...context.messages, { type: 'user' as const, message: text, timestamp: now() }],
      };
    }),
    retry: assign(({ context }) => ({
      partial: '',
      turnId: null,
      stopped: null,
      draft: '',
      messages: [
        ...context.messages,
        { type: 'user' as const, message: context.pending ?? '', timestamp: now() },
      ],
    })),
    name: assign({ turnId: ({ event }) => (event.type === 'TURN' ? event.turnId : null) }),
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
        ...(event.answer.proposedActions?.length ? { proposedActions: event.answer.proposedActions } : {}),
      };
      return { messages: [...context.messages, entry], pending: null, partial: '' };
    }),
    /**
     * Exactly what was shown stays, marked stopped (also nothing, when Stop came before the first piece), and
     * the question stays pending so Retry can ask it again.
     */
    stop: assign(({ context }) => ({
      messages: [
        ...context.messages,
        { type: 'ai' as const, message: context.partial, timestamp: now(), stopped: true },
      ],
      stopped: { message: context.pending ?? '', shown: context.partial, turnId: context.turnId },
      partial: '',
    })),
    /** Overridden by the screen, which says so; the stopped answer stays on screen either way. */
    stopNotRecorded: () => {},
    /** The failed question leaves the list and returns to the input, so nothing typed is lost. */
    fail: assign(({ context }) => ({
      messages: context.messages.slice(0, -1),
      draft: context.draft || (context.pending ?? ''),
      partial: '',
    })),
  },
}).createMachine({
  id: 'chat',
  context: {
    draft: '',
    messages: [],
    pending: null,
    partial: '',
    turnId: null,
    stopped: null,
    historyLoaded: false,
  },
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
        sending: {
          on: { TURN: { actions: 'name' }, DELTA: { target: 'streaming', actions: 'grow' } },
        },
        streaming: { on: { DELTA: { actions: 'grow' } } },
      },
    },
    /** The stop is recorded in the background; the conversation goes on, or Retry asks the question again. */
    cancelled: {
      invoke: {
        src: 'recordStop',
        input: ({ context }) => context.stopped ?? { message: '', shown: '', turnId: null },
        onError: { actions: 'stopNotRecorded' },
      },
      on: {
        SUBMIT: { guard: 'hasText', target: 'asking', actions: 'ask' },
        RETRY: { target: 'asking', actions: 'retry' },
      },
    },
    failed: {
      on: {
        SUBMIT: { guard: 'hasText', target: 'asking', actions: 'ask' },
        RETRY: { target: 'asking', actions: 'retry' },
      },
    },
  },
});
