import { describe, it } from '@effect/vitest';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';
import {
  ACCOUNT_MISSING,
  LAST_PASSKEY,
  LAST_WAY_TO_SIGN_IN,
  MAX_PASSKEYS,
  PASSKEY_NOT_FOUND,
  TOO_MANY_PASSKEYS,
  userDecider,
} from '../src/users/user.ts';
import { at, withoutPassword, withPassword } from './registeredUser.ts';

const add = (passkeyId: string, name = 'Work laptop') => ({
  type: 'AddPasskey' as const,
  passkeyId,
  name,
  at,
});
const added = (passkeyId: string, name = 'Work laptop') => ({
  type: 'PasskeyAdded' as const,
  data: { userId: 'u-1', passkeyId, name, addedAt: at.toISOString() },
});
const remove = (passkeyId: string) => ({ type: 'RemovePasskey' as const, passkeyId, at });
const removed = (passkeyId: string) => ({
  type: 'PasskeyRemoved' as const,
  data: { userId: 'u-1', passkeyId, removedAt: at.toISOString() },
});
const linked = {
  type: 'IdentityLinked' as const,
  data: {
    userId: 'u-1',
    identityId: 'i-1',
    issuer: 'https://id.example.com',
    subject: 'sub-1',
    email: 'ada@example.com',
    linkedAt: at.toISOString(),
  },
};

describe('adding a passkey', () => {
  const spec = DeciderSpecification(userDecider);
  it('records the passkey with the name the owner gave it', () =>
    spec
      .given([withPassword])
      .when(add('p-1'))
      .thenEmits([added('p-1')]));
  it('adds a second passkey beside the first', () =>
    spec
      .given([withPassword, added('p-1')])
      .when(add('p-2', 'Phone'))
      .thenEmits([added('p-2', 'Phone')]));
  it('records nothing when the same passkey is added again', () =>
    spec
      .given([withPassword, added('p-1')])
      .when(add('p-1'))
      .thenEmits([]));
  it('refuses a passkey for an account that does not exist', () =>
    spec.given([]).when(add('p-1')).thenThrows({ code: 'not_found', message: ACCOUNT_MISSING }));
  it(`refuses more than ${MAX_PASSKEYS} passkeys`, () =>
    spec
      .given([withPassword, ...Array.from({ length: MAX_PASSKEYS }, (_, i) => added(`p-${i}`))])
      .when(add('p-last'))
      .thenThrows({ code: 'conflict', message: TOO_MANY_PASSKEYS }));
});

describe('removing a passkey', () => {
  const spec = DeciderSpecification(userDecider);
  it('removes a passkey when the account has a password', () =>
    spec
      .given([withPassword, added('p-1')])
      .when(remove('p-1'))
      .thenEmits([removed('p-1')]));
  it('refuses a passkey that is not on the account, or no longer is', () => {
    spec
      .given([withPassword])
      .when(remove('p-1'))
      .thenThrows({ code: 'not_found', message: PASSKEY_NOT_FOUND });
    spec
      .given([withPassword, added('p-1'), removed('p-1')])
      .when(remove('p-1'))
      .thenThrows({ code: 'not_found', message: PASSKEY_NOT_FOUND });
  });
  it('refuses to remove the only way into an account without a password', () =>
    spec
      .given([
        withoutPassword,
        linked,
        added('p-1'),
        {
          type: 'IdentityUnlinked',
          data: { userId: 'u-1', identityId: 'i-1', unlinkedAt: at.toISOString() },
        },
      ])
      .when(remove('p-1'))
      .thenThrows({ code: 'conflict', message: LAST_PASSKEY }));
  it('removes a passkey of an account without a password that keeps a provider', () =>
    spec
      .given([withoutPassword, linked, added('p-1')])
      .when(remove('p-1'))
      .thenEmits([removed('p-1')]));
  it('removes one of two passkeys of an account without a password or provider', () =>
    spec
      .given([
        withoutPassword,
        linked,
        added('p-1'),
        added('p-2'),
        {
          type: 'IdentityUnlinked',
          data: { userId: 'u-1', identityId: 'i-1', unlinkedAt: at.toISOString() },
        },
      ])
      .when(remove('p-1'))
      .thenEmits([removed('p-1')]));
});

describe('a passkey counts as a way to sign in', () => {
  const spec = DeciderSpecification(userDecider);
  it('lets the last provider of an account without a password go when a passkey remains', () =>
    spec
      .given([withoutPassword, linked, added('p-1')])
      .when({ type: 'UnlinkIdentity', identityId: 'i-1', at })
      .thenEmits([
        {
          type: 'IdentityUnlinked',
          data: { userId: 'u-1', identityId: 'i-1', unlinkedAt: at.toISOString() },
        },
      ]));
  it('still refuses the last provider once its passkeys are removed', () =>
    spec
      .given([withoutPassword, linked, added('p-1'), removed('p-1')])
      .when({ type: 'UnlinkIdentity', identityId: 'i-1', at })
      .thenThrows({ code: 'conflict', message: LAST_WAY_TO_SIGN_IN }));
});
