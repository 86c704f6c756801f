import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { type ChatEvent, chatMachine, type StoppedAnswer } from '../src/chat/chat-machine.ts';

/** A stream actor the test drives by hand: `emit` sends events back, `aborted` tells whether it was stopped. */
function controllableStream() {
  const calls: { message: string; emit: (event: ChatEvent) => void; aborted: boolean }[] = [];
  const actor = fromCallback<ChatEvent, { message: string }>(({ sendBack, input }) => {
    const call = { message: input.message, emit: sendBack, aborted: false };
    calls.push(call);
    return () => {
      call.aborted = true;
    };
  });
  return { actor, calls };
}

function start(recordStop: (stop: StoppedAnswer) => Promise<unknown> = async () => undefined) {
  const stream = controllableStream();
  const stops: StoppedAnswer[] = [];
  const notRecorded = vi.fn();
  const actor = createActor(
    chatMachine.provide({
      actors: {
        askAdvisor: stream.actor,
        recordStop: fromPromise<unknown, StoppedAnswer>(({ input }) => {
          stops.push(input);
          return recordStop(input);
        }),
      },
      actions: { stopNotRecorded: notRecorded },
    }),
  );
  actor.start();
  return { actor, calls: stream.calls, stops, notRecorded };
}

describe('chat machine', () => {
  it('ignores empty and whitespace-only messages', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'TYPE', text: '   \n ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls).toHaveLength(0);
  });

  it('sends, streams the answer as it grows, then adds it with its action steps', () => {
    const { actor, calls } = start();
    actor.send({ type: 'TYPE', text: '  How do I price prints? ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().matches({ asking: 'sending' })).toBe(true);
    expect(calls[0]?.message).toBe('How do I price prints?');
    expect(actor.getSnapshot().context.draft).toBe('');
    calls[0]?.emit({ type: 'DELTA', text: 'Start ' });
    expect(actor.getSnapshot().matches({ asking: 'streaming' })).toBe(true);
    calls[0]?.emit({ type: 'DELTA', text: 'with costs.' });
    expect(actor.getSnapshot().context.partial).toBe('Start with costs.');
    calls[0]?.emit({
      type: 'DONE',
      answer: { advice: 'Start with costs.', actionSteps: ['List materials'], source: 'local' },
    });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.messages.map((m) => [m.type, m.message])).toEqual([
      ['user', 'How do I price prints?'],
      ['ai', 'Start with costs.'],
    ]);
    expect(context.messages[1]?.actionSteps).toEqual(['List materials']);
    expect(context.partial).toBe('');
  });

  it('a quick prompt submits its own text without touching the draft', () => {
    const { actor, calls } = start();
    actor.send({ type: 'TYPE', text: 'half-typed' });
    actor.send({ type: 'SUBMIT', text: 'How should I price my work?' });
    expect(calls[0]?.message).toBe('How should I price my work?');
  });

  it('ignores a second submit while an answer is pending', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT', text: 'one' });
    actor.send({ type: 'SUBMIT', text: 'two' });
    expect(calls).toHaveLength(1);
  });

  it('cancel mid-stream aborts the call and keeps the partial answer marked as stopped', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT', text: 'Grow my audience' });
    calls[0]?.emit({ type: 'DELTA', text: 'Post every' });
    actor.send({ type: 'CANCEL' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('cancelled');
    expect(calls[0]?.aborted).toBe(true);
    expect(context.messages.at(-1)).toMatchObject({ type: 'ai', message: 'Post every', stopped: true });
    // A late piece from the stopped stream changes nothing.
    calls[0]?.emit({ type: 'DELTA', text: ' day' });
    expect(actor.getSnapshot().context.partial).toBe('');
    // The conversation goes on.
    actor.send({ type: 'SUBMIT', text: 'Next question' });
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(calls).toHaveLength(2);
  });

  it('Stop records exactly what was shown under the turn the stream named, and Retry asks again', async () => {
    const { actor, calls, stops } = start();
    actor.send({ type: 'SUBMIT', text: 'Should I start a Patreon?' });
    calls[0]?.emit({ type: 'TURN', turnId: 'turn-1' });
    calls[0]?.emit({ type: 'DELTA', text: 'Only once ' });
    calls[0]?.emit({ type: 'DELTA', text: 'you have' });
    actor.send({ type: 'CANCEL' });
    expect(stops).toEqual([
      { message: 'Should I start a Patreon?', shown: 'Only once you have', turnId: 'turn-1' },
    ]);
    expect(actor.getSnapshot().context.pending).toBe('Should I start a Patreon?');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ asking: 'sending' })).toBe(true);
    expect(calls[1]?.message).toBe('Should I start a Patreon?');
    calls[1]?.emit({ type: 'TURN', turnId: 'turn-2' });
    calls[1]?.emit({ type: 'DONE', answer: { advice: 'Only once you have regulars.', actionSteps: [] } });
    await waitFor(actor, (snap) => snap.matches('idle'));
    expect(actor.getSnapshot().context.messages.map((m) => [m.message, m.stopped ?? false])).toEqual([
      ['Should I start a Patreon?', false],
      ['Only once you have', true],
      ['Should I start a Patreon?', false],
      ['Only once you have regulars.', false],
    ]);
  });

  it('Stop before the first piece keeps an empty stopped answer and records it without a turn', () => {
    const { actor, stops } = start();
    actor.send({ type: 'SUBMIT', text: 'Grants?' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.messages.at(-1)).toMatchObject({ message: '', stopped: true });
    expect(stops).toEqual([{ message: 'Grants?', shown: '', turnId: null }]);
  });

  it('a stop that could not be recorded is reported, and the conversation goes on', async () => {
    const { actor, calls, notRecorded } = start(async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'SUBMIT', text: 'Grants?' });
    calls[0]?.emit({ type: 'DELTA', text: 'Look' });
    actor.send({ type: 'CANCEL' });
    await vi.waitFor(() => expect(notRecorded).toHaveBeenCalledTimes(1));
    expect(actor.getSnapshot().value).toBe('cancelled');
    actor.send({ type: 'SUBMIT', text: 'Next' });
    expect(calls).toHaveLength(2);
  });

  it('failure keeps the typed text, and retry sends it again', () => {
    const { actor, calls } = start();
    actor.send({ type: 'TYPE', text: 'Engagement help' });
    actor.send({ type: 'SUBMIT' });
    calls[0]?.emit({ type: 'DELTA', text: 'Partial' });
    calls[0]?.emit({ type: 'FAIL', error: new Error('500') });
    let snap = actor.getSnapshot();
    expect(snap.value).toBe('failed');
    expect(snap.context.draft).toBe('Engagement help');
    expect(snap.context.messages).toEqual([]);
    actor.send({ type: 'RETRY' });
    snap = actor.getSnapshot();
    expect(snap.matches({ asking: 'sending' })).toBe(true);
    expect(calls[1]?.message).toBe('Engagement help');
    calls[1]?.emit({ type: 'DONE', answer: { advice: 'Reply to comments.', actionSteps: [] } });
    expect(actor.getSnapshot().context.messages.map((m) => m.message)).toEqual([
      'Engagement help',
      'Reply to comments.',
    ]);
  });

  it('loads the server history once, before the session messages', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SUBMIT', text: 'new' });
    calls[0]?.emit({ type: 'DONE', answer: { advice: 'answer', actionSteps: [] } });
    const old = [
      { type: 'user' as const, message: 'old q', timestamp: '2026-01-01T00:00:00Z' },
      { type: 'ai' as const, message: 'old a', actionSteps: ['x'], timestamp: '2026-01-01T00:00:01Z' },
    ];
    actor.send({ type: 'HISTORY', messages: old });
    actor.send({ type: 'HISTORY', messages: [...old, ...old] });
    expect(actor.getSnapshot().context.messages.map((m) => m.message)).toEqual([
      'old q',
      'old a',
      'new',
      'answer',
    ]);
  });

  it('without a provided stream the machine fails instead of hanging', () => {
    const actor = createActor(chatMachine).start();
    const spy = vi.fn();
    actor.subscribe(spy);
    actor.send({ type: 'SUBMIT', text: 'hi' });
    expect(actor.getSnapshot().value).toBe('failed');
  });
});
