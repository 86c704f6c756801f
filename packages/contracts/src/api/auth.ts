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
      .addError(PayloadTooLargeText)
      .annotate(OpenApi.Description, 'Creates an account and signs it in (session cookie).'),
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
        'Signs in (session cookie). After 10 failed attempts for one email within 15 minutes, answers 429 until the window passes.',
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
