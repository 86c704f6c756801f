import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { Text } from '../requests/input.ts';
import { ConnectedProvider, SignInProvider } from '../signInProviders.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { Authentication } from './security.ts';

/** What the provider's redirect back may carry; whatever else arrives is ignored. */
const CallbackParams = Schema.Struct({
  code: Schema.optional(Text('code', 2048)),
  state: Schema.optional(Text('state', 512)),
  iss: Schema.optional(Text('iss', 2048)),
  error: Schema.optional(Text('error', 512)),
  error_description: Schema.optional(Text('error_description', 2048)),
});

/**
 * Signing in through the configured OpenID Connect provider: two browser navigations that always answer
 * with a redirect (errors included: they land on /login?error=<code>, never on an error page).
 */
export class ProviderSignInApi extends HttpApiGroup.make('providerSignIn')
  .add(
    HttpApiEndpoint.get('providers', '/providers')
      .addSuccess(Schema.Array(SignInProvider))
      .annotate(
        OpenApi.Description,
        "The providers the sign-in screen offers ('Continue with …'); empty when none is configured.",
      ),
  )
  .add(
    HttpApiEndpoint.get('externalLogin', '/login')
      .addSuccess(HttpApiSchema.Empty(302))
      .annotate(
        OpenApi.Description,
        "Browser navigation: sends the browser to the provider's sign-in (authorisation code with PKCE, state and nonce; the state in a ten-minute cookie). Without a provider, or when it is down, returns to /login?error=<code>.",
      ),
  )
  .add(
    HttpApiEndpoint.get('externalCallback', '/login/callback')
      .setUrlParams(CallbackParams)
      .addSuccess(HttpApiSchema.Empty(302))
      .addError(BadRequestText)
      .annotate(
        OpenApi.Description,
        "The provider's redirect back. Signs in the account linked to the provider's person; else links the account whose email the provider verified (then /account says so); else creates an account (then onboarding). Anything else — cancelled, expired or mismatched state, a refused token, an unverified email an account already uses — returns to /login?error=<code>.",
      ),
  )
  .prefix('/api/auth') {}

/** The providers connected to the signed-in account. */
export class ConnectedProvidersApi extends HttpApiGroup.make('connectedProviders')
  .add(
    HttpApiEndpoint.get('connectedProviders', '/api/account/providers')
      .addSuccess(Schema.Array(ConnectedProvider))
      .annotate(OpenApi.Description, 'The sign-in providers connected to the account, oldest first.'),
  )
  .add(
    HttpApiEndpoint.get('connectProvider', '/api/account/providers/connect')
      .addSuccess(HttpApiSchema.Empty(302))
      .annotate(
        OpenApi.Description,
        "Browser navigation ('Connect' on /account): sends the browser to the provider's sign-in like /api/auth/login, the attempt bound to the signed-in account. The provider's redirect back links the provider's person to this account (whatever e-mail it gives) and lands on /account?connected=linked; else /account?connect-error=<code> (linked-elsewhere when that person already signs in to another account).",
      ),
  )
  .add(
    HttpApiEndpoint.del('disconnectProvider', '/api/account/providers/:id')
      .setPath(IdPath)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Disconnects a provider (404 when it is not connected to the account). 409 when it is the account's only way to sign in: an account without a password keeps its last provider.",
      ),
  )
  .middleware(Authentication) {}
