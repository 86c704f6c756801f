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

export {
  PROVIDER_CONNECT_ERRORS,
  PROVIDER_CONNECTED,
  PROVIDER_CONNECTED_PATH,
  PROVIDER_LINKED,
  PROVIDER_LINKED_PATH,
  PROVIDER_SIGN_IN_ERRORS,
  type ProviderConnectError,
  type ProviderSignInError,
  providerConnectMessage,
  providerSignInMessage,
} from './signInScreen.ts';
