import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { WebAuthnOptions } from '../src/passkeys.ts';
import { SignInProvider } from '../src/signInProviders.ts';
import { offeredProvidersOf, passkeySignInOptionsOf } from '../src/signInScreen.ts';

// The sign-in screen checks the providers answer by hand (no schemas on a signed-out first load); the
// contract's schema is the truth, so both must accept and refuse the same answers.
const bySchema = Schema.decodeUnknownSync(Schema.Array(SignInProvider));

describe('the sign-in screen reads the providers answer as the contract states it', () => {
  it('accepts what the schema accepts', () => {
    for (const answer of [
      [],
      [{ id: 'oidc', name: 'Replit' }],
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
    ])
      expect(offeredProvidersOf(answer)).toEqual(bySchema(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [null, {}, [{ id: 'oidc' }], [{ id: 1, name: 'x' }], [null], 'oidc']) {
      expect(() => bySchema(answer)).toThrow();
      expect(() => offeredProvidersOf(answer)).toThrow(/GET \/api\/auth\/providers/);
    }
  });
});

describe('the sign-in screen reads the passkey options as the contract states them', () => {
  const optionsBySchema = Schema.decodeUnknownSync(WebAuthnOptions);

  it('accepts what the schema accepts, unchanged', () => {
    for (const answer of [
      {},
      { challenge: 'abc', rpId: 'localhost', timeout: 300_000, allowCredentials: [] },
    ])
      expect(passkeySignInOptionsOf(answer)).toEqual(optionsBySchema(answer));
  });

  it('refuses what the schema refuses', () => {
    for (const answer of [null, [], 'challenge', 3]) {
      expect(() => optionsBySchema(answer)).toThrow();
      expect(() => passkeySignInOptionsOf(answer)).toThrow(/POST \/api\/auth\/passkey\/options/);
    }
  });
});
