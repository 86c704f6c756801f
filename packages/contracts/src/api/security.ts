import { HttpApiMiddleware, HttpApiSecurity } from '@effect/platform';
import { Context } from 'effect';
import { SESSION_COOKIE } from '../browser-state.ts';
import { TooManyRequestsText, UnauthorizedText } from './errors.ts';

export { SESSION_COOKIE };

/** The signed-in user every authenticated handler is scoped to. */
export interface SessionUser {
  readonly id: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly createdAt: string;
}

export class CurrentUser extends Context.Tag('@market-muse/CurrentUser')<CurrentUser, SessionUser>() {}

export const sessionCookie = HttpApiSecurity.apiKey({ key: SESSION_COOKIE, in: 'cookie' });

/** Resolves the session cookie to the current user, or answers 401 'Unauthorized'. */
export class Authentication extends HttpApiMiddleware.Tag<Authentication>()('@market-muse/Authentication', {
  failure: UnauthorizedText,
  provides: CurrentUser,
  security: { session: sessionCookie },
}) {}

/**
 * Routes that call the advisor (a model's cost once one is configured) are limited per user: over the
 * limit they answer 429 with Retry-After, in seconds.
 */
export class AdvisorQuota extends HttpApiMiddleware.Tag<AdvisorQuota>()('@market-muse/AdvisorQuota', {
  failure: TooManyRequestsText,
}) {}
