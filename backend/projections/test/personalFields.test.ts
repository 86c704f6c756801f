import { describe, expect, it } from '@effect/vitest';
import { Either } from 'effect';
import { contractFields, defineProjection } from '../src/projection.ts';
import { allProjections } from '../src/readModels/index.ts';

const byName = (name: string) => allProjections.find((p) => p.name === name)!;

describe('what a read model reads of its events', () => {
  it('opens personal fields only in the event types whose personal fields the model names', () => {
    expect(byName('progress').personalEventTypes).toEqual([]);
    expect(byName('analytics-daily-active').personalEventTypes).toEqual([]);
    expect(byName('signups-by-day').personalEventTypes).toEqual([]);
    // The funnel checks the profile's creative types: only the saved profile is opened for it.
    expect(byName('analytics-onboarding-funnel').personalEventTypes).toEqual(['ProfileSaved']);
    // Tasks keep titles and descriptions, which only the creation carries.
    expect(byName('tasks').personalEventTypes).toEqual(['TaskCreated']);
  });

  it('decodes the fields it names, passes the rest through unread, and refuses a named field that does not match', () => {
    const model = defineProjection({
      name: 'test-slim',
      version: 1,
      mode: 'async',
      events: contractFields({ TaskCompleted: ['userId', 'completedAt'] }),
      tables: [],
      apply: () => {
        throw new Error('not applied here');
      },
    });
    const event = (data: Record<string, unknown>) => ({
      globalPosition: 1n,
      transactionId: 1n,
      streamId: 's',
      streamType: 'task',
      streamVersion: 1n,
      eventId: crypto.randomUUID(),
      type: 'TaskCompleted',
      schemaVersion: 1,
      data,
      metadata: { userId: null, correlationId: 'c', causationId: null, recordedAt: '' },
      createdAt: new Date(0),
    });
    const decoded = model.decode(event({ userId: 'u', completedAt: '2026-01-05T10:00:00.000Z', taskId: 7 }));
    expect(Either.getOrThrow(decoded).data).toEqual({
      userId: 'u',
      completedAt: '2026-01-05T10:00:00.000Z',
      taskId: 7,
    });
    expect(Either.isLeft(model.decode(event({ userId: 'u' })))).toBe(true);
  });
});
