import { describe, expect, layer } from '@effect/vitest';
import { DEV_EMAIL_STREAM_KEY, DomainError, emailStream, registerUser } from '@market-muse/domain';
import { EventStore } from '@market-muse/eventstore';
import { Effect, Either } from 'effect';
import { databaseKinds, storeLayer } from './layers.ts';

const at = new Date('2026-11-21T10:00:00Z');

describe.each(databaseKinds)('registration on %s', (kind) => {
  layer(storeLayer(kind), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('two simultaneous sign-ups with one email give one account and one conflict', () =>
      Effect.gen(function* () {
        const email = `race-${crypto.randomUUID()}@example.com`;
        const attempt = (firstName: string) =>
          registerUser(
            { email, firstName, lastName: 'Racer', passwordHash: 'hash' },
            { correlationId: crypto.randomUUID(), now: at },
          ).pipe(Effect.either);
        const results = yield* Effect.all([attempt('One'), attempt('Two'), attempt('Three')], {
          concurrency: 'unbounded',
        });
        const winners = results.filter(Either.isRight);
        const losers = results.filter(Either.isLeft);
        expect(winners.length).toBe(1);
        expect(losers.length).toBe(2);
        for (const loser of losers) {
          expect(loser.left).toBeInstanceOf(DomainError);
          expect((loser.left as DomainError).code).toBe('conflict');
        }
        const store = yield* EventStore;
        const reservation = yield* store.readStream(emailStream(email, DEV_EMAIL_STREAM_KEY).id);
        expect(reservation.length).toBe(1);
        expect(reservation[0]!.data.userId).toBe(winners[0]!.right.userId);
        const user = yield* store.readStream(`user-${winners[0]!.right.userId}`);
        expect(user.map((e) => e.type)).toEqual(['UserRegistered']);
        expect(user[0]!.metadata.userId).toBe(winners[0]!.right.userId);
      }),
    );
  });
});
