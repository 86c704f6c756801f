// What the signed-out sign-in screen needs about providers, free of dependencies: the screen and the answer it
// reads before anyone signs in must not pull the contract's schemas (and Effect) into the first load.

/** A provider the sign-in screen offers as 'Continue with <name>', as `GET /api/auth/providers` lists it. */
export interface OfferedProvider {
  readonly id: string;
  readonly name: string;
}

/**
 * The providers answer, checked field by field: the same shape as the contract's `SignInProvider` schema
 * (a test holds them together), so a changed answer fails here too instead of rendering garbage.
 */
export const offeredProvidersOf = (body: unknown): ReadonlyArray<OfferedProvider> => {
  if (!Array.isArray(body)) throw new TypeError('GET /api/auth/providers: expected a list');
  return body.map((entry: unknown, index) => {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    if (typeof id !== 'string' || typeof name !== 'string')
      throw new TypeError(`GET /api/auth/providers: entry ${index} needs a string id and name`);
    return { id, name };
  });
};

/**
 * The options of a passkey sign-in (`POST /api/auth/passkey/options`), which the screen asks for as it opens
 * to offer passkeys in the e-mail field's autofill: an object of WebAuthn's options JSON, as the contract's
 * `WebAuthnOptions` schema accepts (a test holds them together), handed to the browser unchanged.
 */
export const passkeySignInOptionsOf = (body: unknown): Readonly<Record<string, unknown>> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new TypeError('POST /api/auth/passkey/options: expected an object');
  return body as Readonly<Record<string, unknown>>;
};

/**
 * Why a sign-in through a provider ended back on /login: the callback redirects to /login?error=<code>,
 * and the screen shows the code's message (an unknown code shows `failed`'s).
 */
export const PROVIDER_SIGN_IN_ERRORS = {
  unavailable:
    'The sign-in provider is not answering right now. Try again in a few minutes, or sign in with your email and password.',
  cancelled: 'Sign-in was cancelled. You can try again, or sign in with your email and password.',
  expired: 'That sign-in attempt expired or was started in another window. Please try again.',
  failed: 'We could not confirm your sign-in with the provider. Please try again.',
  'email-missing':
    'The provider did not share an email address, which your Market Muse account needs. Allow it to share your email, or sign up with your email and password.',
  'email-unverified':
    'An account already uses this email, and the provider has not verified the address. Sign in with your email and password.',
} as const;
export type ProviderSignInError = keyof typeof PROVIDER_SIGN_IN_ERRORS;

export const providerSignInMessage = (code: string | null): string | null =>
  code === null
    ? null
    : (PROVIDER_SIGN_IN_ERRORS[code as ProviderSignInError] ?? PROVIDER_SIGN_IN_ERRORS.failed);

/** Where a sign-in that connected a provider to an existing account lands: /account tells the person. */
export const PROVIDER_CONNECTED_PATH = '/account?connected=1';
export const PROVIDER_CONNECTED =
  'The provider is now connected to your account, which already used its email address: you can sign in with either.';

/** Where 'Connect' on /account lands once the provider is linked to the signed-in account. */
export const PROVIDER_LINKED_PATH = '/account?connected=linked';
export const PROVIDER_LINKED = 'The provider is now connected to your account: you can sign in with it too.';

/**
 * Why 'Connect' on /account did not connect the provider: the callback redirects to
 * /account?connect-error=<code>, and the page shows the code's message (an unknown code shows `failed`'s).
 */
export const PROVIDER_CONNECT_ERRORS = {
  unavailable: 'The sign-in provider is not answering right now. Try again in a few minutes.',
  cancelled: 'Connecting was cancelled. You can try again.',
  expired: 'That attempt expired, or was started by another account or window. Please try again.',
  failed: PROVIDER_SIGN_IN_ERRORS.failed,
  'email-missing': PROVIDER_SIGN_IN_ERRORS['email-missing'],
  'linked-elsewhere':
    'That account at the provider already signs in to another Market Muse account. Disconnect it there first.',
} as const;
export type ProviderConnectError = keyof typeof PROVIDER_CONNECT_ERRORS;

export const providerConnectMessage = (code: string | null): string | null =>
  code === null
    ? null
    : (PROVIDER_CONNECT_ERRORS[code as ProviderConnectError] ?? PROVIDER_CONNECT_ERRORS.failed);
