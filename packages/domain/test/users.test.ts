import { describe, expect, it } from '@effect/vitest';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';
import { EMAIL_TAKEN, emailReservationDecider, emailStream } from '../src/users/emailReservation.ts';
import {
  ACCOUNT_MISSING,
  ACCOUNT_NOT_FOUND,
  EMAIL_NO_LONGER_CURRENT,
  userDecider,
} from '../src/users/user.ts';

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

describe('account changes', () => {
  const spec = DeciderSpecification(userDecider);
  const later = new Date('2026-11-22T09:00:00Z');
  const newHash = '$argon2id$v=19$m=19456,t=2,p=1$bmV3$bmV3aGFzaA';
  const changed = (via: 'change' | 'reset') => ({
    type: 'PasswordChanged' as const,
    data: { userId: 'u-1', passwordHash: newHash, via, changedAt: later.toISOString() },
  });
  const verified = {
    type: 'EmailVerified' as const,
    data: { userId: 'u-1', email: 'ada@example.com', verifiedAt: later.toISOString() },
  };

  it('changes the password of a registered account, saying how', () =>
    spec
      .given([registered])
      .when({ type: 'ChangePassword', passwordHash: newHash, via: 'reset', at: later })
      .thenEmits([changed('reset')]));
  it('refuses a password change for an account that does not exist', () =>
    spec
      .given([])
      .when({ type: 'ChangePassword', passwordHash: newHash, via: 'change', at: later })
      .thenThrows({ code: 'not_found', message: ACCOUNT_MISSING }));
  it("verifies the account's current email", () =>
    spec
      .given([registered])
      .when({ type: 'VerifyEmail', email: 'ada@example.com', at: later })
      .thenEmits([verified]));
  it('records nothing when the email is already verified', () =>
    spec
      .given([registered, verified])
      .when({ type: 'VerifyEmail', email: 'ada@example.com', at: later })
      .thenEmits([]));
  it('refuses to verify an address the account does not use', () =>
    spec
      .given([registered])
      .when({ type: 'VerifyEmail', email: 'old@example.com', at: later })
      .thenThrows({ code: 'conflict', message: EMAIL_NO_LONGER_CURRENT }));
});

describe('renaming an account', () => {
  const spec = DeciderSpecification(userDecider);
  const later = new Date('2026-11-22T09:00:00Z');
  const renamed = {
    type: 'NameChanged' as const,
    data: { userId: 'u-1', firstName: 'Augusta', lastName: 'King', changedAt: later.toISOString() },
  };
  const rename = { type: 'ChangeName' as const, firstName: 'Augusta', lastName: 'King', at: later };

  it('records the new first and last name', () => spec.given([registered]).when(rename).thenEmits([renamed]));
  it('records nothing when the name is the one the account has', () => {
    spec
      .given([registered])
      .when({ ...rename, firstName: 'Ada', lastName: 'Lovelace' })
      .thenEmits([]);
    spec.given([registered, renamed]).when(rename).thenEmits([]);
  });
  it('refuses to rename an account that does not exist', () =>
    spec.given([]).when(rename).thenThrows({ code: 'not_found', message: ACCOUNT_MISSING }));
});

describe('moving an account to another email', () => {
  const userSpec = DeciderSpecification(userDecider);
  const emailSpec = DeciderSpecification(emailReservationDecider);
  const later = new Date('2026-11-23T09:00:00Z');
  const changed = {
    type: 'EmailChanged' as const,
    data: {
      userId: 'u-1',
      previousEmail: 'ada@example.com',
      email: 'ada@new.example',
      changedAt: later.toISOString(),
    },
  };
  it('records the change from the old address to the new one', () =>
    userSpec
      .given([registered])
      .when({ type: 'ChangeEmail', email: 'ada@new.example', at: later })
      .thenEmits([changed]));
  it('records nothing when the address is the same', () =>
    userSpec
      .given([registered])
      .when({ type: 'ChangeEmail', email: 'ada@example.com', at: later })
      .thenEmits([]));
  it('counts the new address as verified, so its own confirmation adds nothing', () =>
    userSpec
      .given([registered, changed])
      .when({ type: 'VerifyEmail', email: 'ada@new.example', at: later })
      .thenEmits([]));
  const reserved = { type: 'EmailReserved' as const, data: { email: 'ada@example.com', userId: 'u-1' } };
  const released = {
    type: 'EmailReleased' as const,
    data: { userId: 'u-1', releasedAt: later.toISOString() },
  };
  it('releases an address its holder leaves', () =>
    emailSpec
      .given([reserved])
      .when({ type: 'ReleaseEmail', userId: 'u-1', at: later })
      .thenEmits([released]));
  it('leaves an address alone when someone else holds it', () =>
    emailSpec.given([reserved]).when({ type: 'ReleaseEmail', userId: 'u-2', at: later }).thenEmits([]));
  it('reserves a released address again', () =>
    emailSpec
      .given([reserved, released])
      .when({ type: 'ReserveEmail', email: 'ada@example.com', userId: 'u-2' })
      .thenEmits([{ type: 'EmailReserved', data: { email: 'ada@example.com', userId: 'u-2' } }]));
});
