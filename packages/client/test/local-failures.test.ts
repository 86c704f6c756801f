// Demo mode answers the store's typed failures exactly as the API does (backend/api handlerSupport.ts): a
// race still lost after the retries is 409 with the contract's sentence, an event over the size limit 413.
import { CONCURRENT_CHANGE } from '@market-muse/contracts/enums';
import { MAX_EVENT_BYTES, TOO_LARGE_TO_STORE } from '@market-muse/contracts/requests';
import {
  commandContext,
  DomainError,
  EventStore,
  EventStoreError,
  ExpectedVersion,
  WrongExpectedVersion,
} from '@market-muse/domain';
import { InMemoryEventStore } from '@market-muse/domain/testing';
import { Effect } from 'effect';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors.ts';
import { failureOf } from '../src/local/failures.ts';

const answer = (error: unknown) => {
  const failure = failureOf(error);
  expect(failure).toBeInstanceOf(ApiError);
  return (failure as ApiError).message;
};

describe("demo mode's answers to the store's failures", () => {
  it('answers an event over MAX_EVENT_BYTES, refused by the log store, with the API’s 413', async () => {
    const refused = await Effect.runPromise(
      Effect.gen(function* () {
        const store = yield* EventStore;
        const big = { type: 'NoteWritten', data: { text: 'x'.repeat(MAX_EVENT_BYTES) } };
        return yield* store.unitOfWork(
          store.append(
            { stream: { id: 'note-1', type: 'note' }, events: [big], expected: ExpectedVersion.noStream },
            commandContext(null),
          ),
        );
      }).pipe(Effect.flip, Effect.provide(InMemoryEventStore)),
    );
    expect(answer(refused)).toBe(`413: ${TOO_LARGE_TO_STORE}`);
  });

  it('answers a race lost on every retry with the API’s 409, and a concurrent write likewise', () => {
    const lost = new WrongExpectedVersion({ streamId: 's', expected: ExpectedVersion.exact(1), actual: 2n });
    expect(answer(lost)).toBe(`409: ${CONCURRENT_CHANGE}`);
    expect(answer(new EventStoreError({ cause: new Error('taken'), concurrentWrite: true }))).toBe(
      `409: ${CONCURRENT_CHANGE}`,
    );
  });

  it('keeps a broken rule’s status and message, and a storage failure the browser’s own error', () => {
    expect(answer(new DomainError({ code: 'invalid', message: 'title: required' }))).toBe(
      '400: title: required',
    );
    expect(answer(new DomainError({ code: 'conflict', message: 'This goal already exists' }))).toBe(
      '409: This goal already exists',
    );
    const quota = new Error('QuotaExceededError');
    expect(failureOf(new EventStoreError({ cause: quota }))).toBe(quota);
  });
});
