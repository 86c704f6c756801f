import { describe, expect, it, layer } from '@effect/vitest';
import { EventStore } from '@market-muse/eventstore';
import { Effect, Either } from 'effect';
import { DomainError } from '../src/decider.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';
import { EMAIL_TAKEN, emailReservationDecider, emailStream } from '../src/users/emailReservation.ts';
import { registerUser } from '../src/users/register.ts';
import { userDecider } from '../src/users/user.ts';
import { databaseKinds, storeLayer } from './layers.ts';

const at = new Date('2026-11-21T10:00:00Z');
const register = {
  type: 'RegisterUser' as const,
  userId: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
  at,
};
const registered = {
  type: 'UserRegistered' as const,
  data: {
    userId: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: register.passwordHash,
    registeredAt: at.toISOString(),
  },
};

describe('user decider', () => {
  const spec = DeciderSpecification(userDecider);
  it('registers a new user', () => spec.given([]).when(register).thenEmits([registered]));
  it('refuses to register the same user twice', () =>
    spec.given([registered]).when(register).thenThrows({ code: 'conflict' }));
});

describe('email reservation decider', () => {
  const spec = DeciderSpecification(emailReservationDecider);
  const reserve = { type: 'ReserveEmail' as const, email: ' Ada@Example.com ', userId: 'u-1' };
  it('reserves a free email, normalised', () =>
    spec
      .given([])
      .when(reserve)
      .thenEmits([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId: 'u-1' } }]));
  it('refuses an email already reserved', () =>
    spec
      .given([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId: 'u-0' } }])
      .when(reserve)
      .thenThrows({ code: 'conflict', message: EMAIL_TAKEN, field: 'email' }));
  it('keys the stream by the normalised email', () =>
    expect(emailStream('ADA@example.com ').id).toBe(emailStream('ada@example.com').id));
});

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
        const reservation = yield* store.readStream(emailStream(email).id);
        expect(reservation.length).toBe(1);
        expect(reservation[0]!.data.userId).toBe(winners[0]!.right.userId);
        const user = yield* store.readStream(`user-${winners[0]!.right.userId}`);
        expect(user.map((e) => e.type)).toEqual(['UserRegistered']);
        expect(user[0]!.metadata.userId).toBe(winners[0]!.right.userId);
      }),
    );
  });
});
