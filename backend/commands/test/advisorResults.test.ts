import { describe, expect, layer } from '@effect/vitest';
import { generateStrategy, makeAdvisorContext } from '@market-muse/advisor';
import { commandContext, recordAdvisorResult } from '@market-muse/domain';
import { EventStore } from '@market-muse/eventstore';
import { Effect } from 'effect';
import { databaseKinds, storeLayer } from './layers.ts';

const at = new Date('2026-11-21T10:00:00Z');
const strategy = generateStrategy(
  makeAdvisorContext({ userId: 'u-1', date: '2026-11-21', profile: { creativeTypes: ['photography'] } }),
  '30days',
);

describe.each(databaseKinds)('advisor results on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect("results of one user at once all land on the user's advisor stream", () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const userId = crypto.randomUUID();
        const record = (n: number) =>
          recordAdvisorResult(
            {
              ...recordStrategyFor(userId),
              resultId: crypto.randomUUID(),
              timeframe: n % 2 ? '30days' : '90days',
            },
            commandContext(userId, at),
          );
        yield* Effect.all([record(1), record(2), record(3), record(4)], { concurrency: 'unbounded' });
        const events = yield* store.readStream(`advisor-${userId}`);
        expect(events.map((e) => e.type)).toEqual(Array(4).fill('StrategyGenerated'));
        expect(events.every((e) => e.metadata.userId === userId)).toBe(true);
      }),
    );
  });
});

const recordStrategyFor = (userId: string) => ({
  type: 'RecordStrategy' as const,
  userId,
  at,
  result: strategy,
});
