// The streamed advice always ends with a word: the result, or one error event, whatever fails on the way.
import type { Advice, AdviceStreamEvent } from '@market-muse/contracts';
import { Chunk, Effect, Logger, Stream } from 'effect';
import { describe, expect, it } from 'vitest';
import { adviceEvents, STREAM_FAILED } from '../src/http/adviceStream.ts';

const advice: Advice = {
  advice: 'Post twice a week.',
  actionSteps: ['Plan it'],
  topic: 'general',
  source: 'local',
};

async function* answer(...events: AdviceStreamEvent[]): AsyncIterable<AdviceStreamEvent> {
  for (const event of events) yield event;
}
async function* breaksAfterOneDelta(): AsyncIterable<AdviceStreamEvent> {
  yield { type: 'delta', text: 'Post ' };
  throw new Error('the model went away');
}

/** The event names the stream sent, in order. */
const eventsOf = (stream: Stream.Stream<string>) =>
  Effect.runPromise(
    Stream.runCollect(stream).pipe(
      Effect.map((chunk) => Chunk.toArray(chunk).map((text) => /^event: (\w+)/.exec(text)?.[1])),
      Effect.provide(Logger.remove(Logger.defaultLogger)),
    ),
  );

describe('the advice event stream', () => {
  it('names the turn first, then sends the deltas, then the result once it is recorded', async () => {
    const recorded: Advice[] = [];
    const stream = adviceEvents(
      'turn-1',
      answer({ type: 'delta', text: 'Post' }, { type: 'result', result: advice }),
      (result) => Effect.sync(() => recorded.push(result)),
    );
    expect(await eventsOf(stream)).toEqual(['turn', 'delta', 'result']);
    expect(recorded).toEqual([advice]);
  });

  it('ends with an error event when the advisor fails mid-answer', async () => {
    expect(await eventsOf(adviceEvents('turn-1', breaksAfterOneDelta(), () => Effect.void))).toEqual([
      'turn',
      'delta',
      'error',
    ]);
  });

  it('ends with an error event, not the result, when recording fails or dies', async () => {
    const source = () => answer({ type: 'delta', text: 'Post' }, { type: 'result', result: advice });
    expect(
      await eventsOf(adviceEvents('turn-1', source(), () => Effect.fail(new Error('conflict')))),
    ).toEqual(['turn', 'delta', 'error']);
    expect(
      await eventsOf(adviceEvents('turn-1', source(), () => Effect.die(new Error('database gone')))),
    ).toEqual(['turn', 'delta', 'error']);
  });

  it('ends with an error event when the advisor stops without a result', async () => {
    const events = await Effect.runPromise(
      Stream.runCollect(
        adviceEvents('turn-1', answer({ type: 'delta', text: 'Post' }), () => Effect.void),
      ).pipe(Effect.provide(Logger.remove(Logger.defaultLogger))),
    );
    expect(Chunk.toArray(events).at(-1)).toBe(
      `event: error\ndata: ${JSON.stringify({ message: STREAM_FAILED })}\n\n`,
    );
  });
});
