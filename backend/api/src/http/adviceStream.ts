import type { Advice, AdviceStreamEvent } from '@market-muse/contracts';
import { Cause, Effect, Stream } from 'effect';
import { describeDefect } from './defects.ts';

export const STREAM_FAILED = 'Failed to get AI response. Please try again.';

/** One server-sent event. */
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The streamed advice as server-sent events: the `turn` id, a `delta` per piece of the answer, then the `result` once
 * `record` has stored the turn. Any failure on the way (the advisor's, the record's, a defect) ends the
 * stream with one `error` event, and so does an advisor that stops without a result: a client never sees
 * the answer stop without a word.
 */
export const adviceEvents = <R>(
  turnId: string,
  source: AsyncIterable<AdviceStreamEvent>,
  record: (result: Advice) => Effect.Effect<unknown, unknown, R>,
): Stream.Stream<string, never, R> => {
  /** Whether the stream sent its last event (the result, or an error). */
  let closed = false;
  const close = () => {
    closed = true;
  };
  const failed = (cause: Cause.Cause<unknown>) =>
    Effect.logError('Streamed advice failed', describeDefect(Cause.squash(cause))).pipe(
      Effect.as(sse('error', { message: STREAM_FAILED })),
      Effect.tap(close),
    );
  const answer = Stream.fromAsyncIterable(source, (error) => error).pipe(
    Stream.mapEffect((event) =>
      event.type === 'delta'
        ? Effect.succeed(sse('delta', { text: event.text }))
        : record(event.result).pipe(Effect.as(sse('result', event.result)), Effect.tap(close)),
    ),
    Stream.catchAllCause((cause) =>
      Cause.isInterruptedOnly(cause) ? Stream.failCause(cause) : Stream.fromEffect(failed(cause)),
    ),
    Stream.concat(
      Stream.suspend(() =>
        closed
          ? Stream.empty
          : Stream.fromEffect(failed(Cause.die(new Error('the advice stream ended without a result')))),
      ),
    ),
  ) as Stream.Stream<string, never, R>;
  // The turn's id first: a client that stops the answer records the stop under it.
  return Stream.concat(Stream.succeed(sse('turn', { turnId })), answer);
};
