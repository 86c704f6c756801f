import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import {
  HttpApi,
  HttpApiBuilder,
  HttpApp,
  type HttpServerError,
  HttpServerRequest,
  HttpServerResponse,
} from '@effect/platform';
import { MarketMuseApi, SESSION_COOKIE } from '@market-muse/contracts/api';
import { THEME_BOOT_SCRIPT } from '@market-muse/contracts/browser-state';
import { MAX_ID_LENGTH } from '@market-muse/contracts/requests';
import { Effect } from 'effect';
import { defaultRemotesFile, remotesManifest, type StaticOptions } from './static.ts';

// What every answer carries ("Hardening"): a Content-Security-Policy naming only our origin and
// the remotes' origins, the usual companion headers, HSTS over https, no-store on the API; writes carrying
// the session cookie are refused when the browser says they came from another site; and a method the path
// does not serve is a 405 naming the ones it does.

export const CROSS_SITE_MESSAGE =
  'Forbidden: this request came from another site. Market Muse only accepts changes made on its own pages.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The remotes' origins (entries on other origins); relative entries are ours. */
const remoteOrigins = (options: StaticOptions): string[] => {
  try {
    const origins = new Set<string>();
    for (const remote of remotesManifest(options).remotes) {
      if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
    }
    return [...origins];
  } catch {
    // A broken manifest is reported by /remotes.json itself; the policy then allows our origin only.
    return [];
  }
};

/** A CSP source allowing one inline script by its SHA-256. */
export const scriptHash = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The one inline script of the shell's document and the prerendered pages: the theme before first paint. */
export const THEME_SCRIPT_SOURCE = scriptHash(THEME_BOOT_SCRIPT);

/**
 * The policy for the shell, the remotes and the API. Scripts: our origin and the remotes' only, plus the
 * theme boot script by its hash (no other inline script, no eval). Styles also allow 'unsafe-inline' because the kit's Radix primitives inject <style>
 * elements at run time (react-remove-scroll's scroll lock in Dialog, Sheet and Select), which a hash cannot
 * cover; style injection cannot run code, and scripts stay strict.
 */
const buildPolicy = (remotes: ReadonlyArray<string>, extraScripts: ReadonlyArray<string> = []) => {
  const others = remotes.join(' ');
  const with_ = (...sources: string[]) => [...sources, others].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${with_("'self'", THEME_SCRIPT_SOURCE, ...extraScripts)}`,
    `style-src ${with_("'self'", "'unsafe-inline'")}`,
    `img-src ${with_("'self'", 'data:', 'blob:')}`,
    `font-src ${with_("'self'", 'data:')}`,
    `connect-src ${with_("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
};

/** The manifest is re-read when its file changes (a deploy swaps it without a restart), checked once a second. */
const policyCache = (options: StaticOptions) => {
  const file = options.remotesFile ?? defaultRemotesFile(options.staticRoot);
  let checkedAt = 0;
  let mtime = -1;
  let remotes: string[] = [];
  let policy = buildPolicy(remotes);
  return () => {
    const now = Date.now();
    if (now - checkedAt > 1000) {
      checkedAt = now;
      let current = -1;
      try {
        current = statSync(file).mtimeMs;
      } catch {}
      if (current !== mtime) {
        mtime = current;
        remotes = remoteOrigins(options);
        policy = buildPolicy(remotes);
      }
    }
    return { policy, remotes };
  };
};

const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), interest-cohort=()';

const isHttps = (request: HttpServerRequest.HttpServerRequest) => {
  if (request.headers['x-forwarded-proto']?.split(',')[0]?.trim() === 'https') return true;
  const source = request.source as Partial<IncomingMessage> | undefined;
  return Boolean((source?.socket as { encrypted?: boolean } | undefined)?.encrypted);
};

/** This request's own origin, as the browser sees it (the Host header, the scheme it arrived over). */
const ownOrigin = (request: HttpServerRequest.HttpServerRequest) =>
  `${isHttps(request) ? 'https' : 'http'}://${request.headers.host ?? ''}`.toLowerCase();

/**
 * A write with the session cookie from another site (CSRF). Browsers send Origin on every cross-origin
 * write; older ones at least Sec-Fetch-Site. Clients that send neither (curl, server-to-server) pass: they
 * hold the cookie themselves, so there is no confused deputy.
 */
export const isCrossSiteWrite = (
  request: HttpServerRequest.HttpServerRequest,
  allowed: ReadonlyArray<string>,
) => {
  if (SAFE_METHODS.has(request.method)) return false;
  if (!request.cookies[SESSION_COOKIE]) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const value = origin.toLowerCase();
    return value !== ownOrigin(request) && !allowed.includes(value);
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
};

export const FORM_BODY_MESSAGE = 'Unsupported Media Type: send the request body as application/json';

/**
 * Every API body is JSON; a form or multipart body would be parsed by the framework as such (a multipart
 * body without a boundary even fails as a defect), so it is refused before any parsing.
 */
const isFormBody = (request: HttpServerRequest.HttpServerRequest) => {
  if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return false;
  const type = request.headers['content-type']?.toLowerCase() ?? '';
  return type.startsWith('multipart/') || type.startsWith('application/x-www-form-urlencoded');
};

/** Path patterns of the contract's endpoints with the methods each serves (for 405 and Allow). */
const routeTable = (extraGets: ReadonlyArray<string>) => {
  const byPattern = new Map<string, Set<string>>();
  const add = (method: string, path: string) => {
    const methods = byPattern.get(path) ?? new Set<string>();
    methods.add(method.toUpperCase());
    byPattern.set(path, methods);
  };
  HttpApi.reflect(MarketMuseApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) => add(endpoint.method, endpoint.path),
  });
  for (const path of extraGets) add('GET', path);
  return [...byPattern].map(([path, methods]) => {
    const pattern = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    if (methods.has('GET')) methods.add('HEAD');
    const params = path.split('/').flatMap((part) => (part.startsWith(':') ? [part.slice(1)] : []));
    return { regex: new RegExp(`^${pattern}/?$`), methods, allow: [...methods].sort().join(', '), params };
  });
};

/** Inline scripts of an HTML answer, as CSP hashes (only for the API docs page, which is generated). */
const inlineScriptHashes = (html: string) =>
  [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => scriptHash(match[1]!));

export interface SecurityOptions extends StaticOptions {
  /** Where the generated API docs page lives (its inline scripts are allowed by hash). */
  readonly docsPath?: string;
}

const textResponse = (message: string, status: number, headers: Record<string, string> = {}) =>
  HttpServerResponse.text(message, { status, contentType: 'text/plain; charset=utf-8', headers });

/** The server middleware (`HttpApiBuilder.serve(securityMiddleware(...))`): wraps every answer. */
export const securityMiddleware = (options: SecurityOptions) => {
  const current = policyCache(options);
  const docsPath = options.docsPath ?? '/api/docs';
  let docsPolicy: { source: string; policy: string } | null = null;

  const harden = (
    request: HttpServerRequest.HttpServerRequest,
    path: string,
    response: HttpServerResponse.HttpServerResponse,
  ) => {
    const { policy, remotes } = current();
    let csp = policy;
    if (path === docsPath && response.body._tag === 'Uint8Array') {
      const source = new TextDecoder().decode(response.body.body);
      if (docsPolicy?.source !== source)
        docsPolicy = {
          source,
          // Scalar compiles a WebAssembly module: 'wasm-unsafe-eval' allows that and no JavaScript eval.
          // Its web fonts (fonts.scalar.com) stay blocked: the page falls back to system fonts.
          policy: buildPolicy(remotes, [...inlineScriptHashes(source), "'wasm-unsafe-eval'"]),
        };
      csp = docsPolicy.policy;
    }
    const headers: Record<string, string> = {
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-opener-policy': 'same-origin',
    };
    if (isHttps(request)) headers['strict-transport-security'] = 'max-age=63072000; includeSubDomains';
    // API answers hold one user's data: never stored by the browser or any cache in between.
    if (path === '/api' || path.startsWith('/api/')) headers['cache-control'] = 'no-store';
    return HttpServerResponse.setHeaders(response, headers);
  };

  // The server middleware only sees the answer after it was written, so the headers are added by a
  // pre-response handler, which runs on every answer (errors included) just before it is sent.
  const addHeaders = HttpApp.appendPreResponseHandler((request, response) =>
    Effect.succeed(harden(request, new URL(request.url, 'http://localhost').pathname, response)),
  );
  return (app: HttpApp.Default): HttpApp.Default =>
    Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest;
      if (isCrossSiteWrite(request, current().remotes)) {
        const path = new URL(request.url, 'http://localhost').pathname;
        return harden(request, path, textResponse(CROSS_SITE_MESSAGE, 403));
      }
      if (isFormBody(request)) {
        const path = new URL(request.url, 'http://localhost').pathname;
        return harden(request, path, textResponse(FORM_BODY_MESSAGE, 415));
      }
      yield* addHeaders;
      return yield* app;
    });
};

/**
 * An HttpApi middleware: a request no route matched is a 405 naming the methods its path serves, or a
 * plain-text 404. (Route misses are only visible as failures inside the app, before they become answers.)
 */
export const MethodNotAllowedLive = (extraGetRoutes: ReadonlyArray<string>) => {
  const routes = routeTable(extraGetRoutes);
  return HttpApiBuilder.middleware(
    (app) =>
      app.pipe(
        Effect.catchAll((error: unknown) => {
          if ((error as { _tag?: string } | null)?._tag !== 'RouteNotFound') return Effect.fail(error);
          const { request } = error as HttpServerError.RouteNotFound;
          const path = new URL(request.url, 'http://localhost').pathname;
          const route = routes.find((candidate) => candidate.regex.test(path));
          // The router matches no path segment longer than MAX_ID_LENGTH: such an id is refused as any
          // over-long id is, not as a wrong method.
          if (route?.methods.has(request.method) && route.params.length > 0)
            return Effect.succeed(
              textResponse(`${route.params.join(', ')}: at most ${MAX_ID_LENGTH} characters`, 400),
            );
          return Effect.succeed(
            route
              ? textResponse(`Method ${request.method} is not allowed here; use ${route.allow}`, 405, {
                  allow: route.allow,
                })
              : textResponse('Not Found', 404),
          );
        }),
      ) as typeof app,
  );
};
