import { Schema } from 'effect';

/** A provider the sign-in screen offers as 'Continue with <name>'. */
export const SignInProvider = Schema.Struct({ id: Schema.String, name: Schema.String });
export type SignInProvider = typeof SignInProvider.Type;

/** A provider connected to the signed-in account, as /account lists it. */
export const ConnectedProvider = Schema.Struct({
  id: Schema.String,
  /** The provider's name as the sign-in screen shows it. */
  name: Schema.String,
  /** The address the provider gave when it was connected. */
  email: Schema.String,
  connectedAt: Schema.String,
});
export type ConnectedProvider = typeof ConnectedProvider.Type;

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
