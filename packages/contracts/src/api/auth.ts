import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { AuthUser, LoginRequest, RegisterRequest } from '../auth.ts';
import {
  BadRequestText,
  ConflictText,
  PayloadTooLargeText,
  TooManyRequestsText,
  UnauthorizedText,
} from './errors.ts';
import { Authentication } from './security.ts';

export class AuthApi extends HttpApiGroup.make('auth')
  .add(
    HttpApiEndpoint.post('register', '/register')
      .setPayload(RegisterRequest)
      .addSuccess(AuthUser, { status: 201 })
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Creates an account, signs it in (session cookie) and mails a link to confirm the email. An email an account already uses gets the same answer (201, the names typed, a session cookie that opens nothing), and its owner a mail with a reset link: sign-up never tells whether an address is registered. 409 only when concurrent sign-ups with one email still collide after retries. 10 sign-ups an hour per client address by default (429 with Retry-After).',
      ),
  )
  .add(
    HttpApiEndpoint.post('login', '/login')
      .setPayload(LoginRequest)
      .addSuccess(AuthUser)
      .addError(BadRequestText)
      .addError(UnauthorizedText)
      .addError(TooManyRequestsText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Signs in (session cookie). Growing delays, never a lock: 5 attempts per account and 20 failed ones per client address go at once, then each must wait 1 s, 2 s, 4 s … up to 15 minutes after the previous (429 with Retry-After). A success clears the account's delays; a password reset link always works.",
      ),
  )
  .add(
    HttpApiEndpoint.post('logout', '/logout')
      .addSuccess(HttpApiSchema.NoContent)
      .addError(BadRequestText)
      .addError(PayloadTooLargeText),
  )
  .add(
    HttpApiEndpoint.get('externalLogin', '/login')
      .addSuccess(HttpApiSchema.Empty(302))
      .annotate(
        OpenApi.Description,
        'Browser navigation for external sign-in; with no external provider configured it returns to /login.',
      ),
  )
  .add(HttpApiEndpoint.get('user', '/user').addSuccess(AuthUser).middleware(Authentication))
  .prefix('/api/auth') {}

export const Health = Schema.Struct({ status: Schema.Literal('ok'), database: Schema.String });

export class SystemApi extends HttpApiGroup.make('system').add(
  HttpApiEndpoint.get('health', '/api/health').addSuccess(Health),
) {}
