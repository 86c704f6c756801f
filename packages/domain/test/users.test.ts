import { describe, expect, it } from '@effect/vitest';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';
import { EMAIL_TAKEN, emailReservationDecider, emailStream } from '../src/users/emailReservation.ts';
import { ACCOUNT_NOT_FOUND, userDecider } from '../src/users/user.ts';

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
    expect(emailStream('ADA@example.com ', 'k').id).toBe(emailStream('ada@example.com', 'k').id));
  const reserved = { type: 'EmailReserved' as const, data: { email: 'ada@example.com', userId: 'u-1' } };
  const release = { type: 'ReleaseEmail' as const, userId: 'u-1', at };
  const released = { type: 'EmailReleased' as const, data: { userId: 'u-1', releasedAt: at.toISOString() } };
  it('releases an address when its account is deleted', () =>
    spec.given([reserved]).when(release).thenEmits([released]));
  it('lets a released address be reserved again, by a new account', () =>
    spec
      .given([reserved, released])
      .when({ ...reserve, userId: 'u-2' })
      .thenEmits([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId: 'u-2' } }]));
  it('releases nothing for another account or a free address', () => {
    spec
      .given([reserved])
      .when({ ...release, userId: 'u-9' })
      .thenNothingHappened();
    spec.given([reserved, released]).when(release).thenNothingHappened();
  });
});

describe('account deletion', () => {
  const spec = DeciderSpecification(userDecider);
  const del = { type: 'DeleteAccount' as const, userId: 'u-1', at };
  const deleted = { type: 'AccountDeleted' as const, data: { userId: 'u-1', deletedAt: at.toISOString() } };
  it('records the deletion of a registered account', () =>
    spec.given([registered]).when(del).thenEmits([deleted]));
  it('refuses to delete an account twice, or one that never was', () => {
    spec.given([registered, deleted]).when(del).thenThrows({ code: 'not_found', message: ACCOUNT_NOT_FOUND });
    spec.given([]).when(del).thenThrows({ code: 'not_found' });
  });
  it('never registers a deleted account again (a new account gets a new id)', () =>
    spec.given([registered, deleted]).when(register).thenThrows({ code: 'conflict' }));
});
