import { HttpApp, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import { SESSION_COOKIE } from '@market-muse/contracts/api';
import { Effect } from 'effect';

const isHttps = (request: HttpServerRequest.HttpServerRequest) =>
  request.headers['x-forwarded-proto'] === 'https' || request.url.startsWith('https:');

/** The session cookie: HttpOnly so scripts never see it, SameSite=Lax against cross-site posts. */
export const setSessionCookie = (token: string, maxAgeSeconds: number, secureAlways: boolean) =>
  HttpApp.appendPreResponseHandler((request, response) =>
    HttpServerResponse.setCookie(response, SESSION_COOKIE, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      maxAge: `${maxAgeSeconds} seconds`,
      secure: secureAlways || isHttps(request),
    }).pipe(Effect.orDie),
  );

export const clearSessionCookie = HttpApp.appendPreResponseHandler((_request, response) =>
  HttpServerResponse.setCookie(response, SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: '0 seconds',
  }).pipe(Effect.orDie),
);

export const sessionTokenFromRequest = Effect.map(
  HttpServerRequest.HttpServerRequest,
  (request) => request.cookies[SESSION_COOKIE] ?? null,
);

/** Adds `Retry-After: <seconds>` to this request's answer (a 429's companion). */
export const retryAfter = (seconds: number) =>
  HttpApp.appendPreResponseHandler((_request, response) =>
    Effect.succeed(HttpServerResponse.setHeader(response, 'retry-after', String(Math.max(1, seconds)))),
  );
