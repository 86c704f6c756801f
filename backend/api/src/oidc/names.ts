import type { ProviderClaims } from './provider.ts';

/** The new account's names from what the provider shared: its given and family names, else its full name split. */
export const namesFrom = (claims: ProviderClaims, email: string) => {
  const [first = '', ...rest] = (claims.name ?? '').split(/\s+/).filter(Boolean);
  return {
    firstName: (claims.givenName ?? first) || email.split('@')[0]!,
    lastName: claims.familyName ?? rest.join(' '),
  };
};
