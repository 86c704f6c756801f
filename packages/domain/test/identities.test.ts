import { describe, it } from '@effect/vitest';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';
import { ACCOUNT_MISSING, IDENTITY_NOT_FOUND, LAST_WAY_TO_SIGN_IN, userDecider } from '../src/users/user.ts';
import { at, withoutPassword, withPassword } from './registeredUser.ts';

const issuer = 'https://id.example.com';
const link = (identityId: string, subject: string) => ({
  type: 'LinkIdentity' as const,
  identityId,
  issuer,
  subject,
  email: 'ada@example.com',
  at,
});
const linked = (identityId: string, subject: string) => ({
  type: 'IdentityLinked' as const,
  data: { userId: 'u-1', identityId, issuer, subject, email: 'ada@example.com', linkedAt: at.toISOString() },
});
const unlink = (identityId: string) => ({ type: 'UnlinkIdentity' as const, identityId, at });
const unlinked = (identityId: string) => ({
  type: 'IdentityUnlinked' as const,
  data: { userId: 'u-1', identityId, unlinkedAt: at.toISOString() },
});

describe('linking a provider identity', () => {
  const spec = DeciderSpecification(userDecider);
  it('links an identity to a registered account', () =>
    spec
      .given([withPassword])
      .when(link('i-1', 'sub-1'))
      .thenEmits([linked('i-1', 'sub-1')]));
  it('records nothing when the same person at the same provider is linked already', () =>
    spec
      .given([withPassword, linked('i-1', 'sub-1')])
      .when(link('i-2', 'sub-1'))
      .thenEmits([]));
  it('links a second person at the provider beside the first', () =>
    spec
      .given([withPassword, linked('i-1', 'sub-1')])
      .when(link('i-2', 'sub-2'))
      .thenEmits([linked('i-2', 'sub-2')]));
  it('refuses to link to an account that does not exist', () =>
    spec.given([]).when(link('i-1', 'sub-1')).thenThrows({ code: 'not_found', message: ACCOUNT_MISSING }));
});

describe('disconnecting a provider', () => {
  const spec = DeciderSpecification(userDecider);
  it('disconnects a provider when the account has a password', () =>
    spec
      .given([withPassword, linked('i-1', 'sub-1')])
      .when(unlink('i-1'))
      .thenEmits([unlinked('i-1')]));
  it('refuses to disconnect the only way into an account without a password', () =>
    spec
      .given([withoutPassword, linked('i-1', 'sub-1')])
      .when(unlink('i-1'))
      .thenThrows({ code: 'conflict', message: LAST_WAY_TO_SIGN_IN }));
  it('disconnects one of two providers of an account without a password', () =>
    spec
      .given([withoutPassword, linked('i-1', 'sub-1'), linked('i-2', 'sub-2')])
      .when(unlink('i-1'))
      .thenEmits([unlinked('i-1')]));
  it('disconnects the last provider once a password was set (a reset link)', () =>
    spec
      .given([
        withoutPassword,
        linked('i-1', 'sub-1'),
        {
          type: 'PasswordChanged',
          data: { userId: 'u-1', passwordHash: 'h', via: 'reset', changedAt: at.toISOString() },
        },
      ])
      .when(unlink('i-1'))
      .thenEmits([unlinked('i-1')]));
  it('refuses a provider that is not connected, or no longer is', () => {
    spec
      .given([withPassword])
      .when(unlink('i-1'))
      .thenThrows({ code: 'not_found', message: IDENTITY_NOT_FOUND });
    spec
      .given([withPassword, linked('i-1', 'sub-1'), unlinked('i-1')])
      .when(unlink('i-1'))
      .thenThrows({ code: 'not_found', message: IDENTITY_NOT_FOUND });
  });
});
