import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { HttpApiBuilder, HttpServerError, HttpServerRequest, HttpServerResponse } from '@effect/platform';
import { DEMO_COOKIE, SESSION_COOKIE } from '@market-muse/contracts/browser-state';
import {
  CATCH_ALL_PATH,
  isClaimed,
  parseRemotesManifest,
  pathMatches,
  type RemotesManifest,
  RemotesManifestError,
} from '@market-muse/contracts/remotes-manifest';
import { Effect } from 'effect';
import { acceptsGzip, gzippedAsset } from './compression.ts';

export interface StaticOptions {
  readonly staticRoot: string;
  readonly remotesFile: string | null;
}

/** Where each remote's build lives and which URL it is served under. */
const remoteDist = (root: string, name: string) => resolve(root, 'mfe', name, 'dist');
const hostDist = (root: string) => resolve(root, 'shells', 'host', 'dist');

/** The deployment's remotes manifest when MM_REMOTES_FILE is not set: every remote served by this server. */
export const defaultRemotesFile = (root: string) => resolve(root, 'infra', 'remotes.json');

/**
 * The remotes manifest the host reads at start: which remote serves which paths (contracts'
 * remotes-manifest.ts). A deployment points MM_REMOTES_FILE at its own (remotes on other origins, canary
 * versions, a path moved to another remote). Read on every request, so a manifest change needs no restart;
 * validated, so a bad file answers what is wrong instead of breaking the shell.
 */
export const remotesManifest = (options: StaticOptions): RemotesManifest => {
  const file = options.remotesFile ?? defaultRemotesFile(options.staticRoot);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RemotesManifestError(`cannot read ${file}: ${(error as Error).message}`);
  }
  return parseRemotesManifest(json);
};

/** Resolves a URL path inside a directory, refusing anything that climbs out of it. */
const inside = (dir: string, urlPath: string): string | null => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const path = normalize(join(dir, decoded));
  return path === dir || path.startsWith(dir + sep) ? path : null;
};

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

// Entry points must be revalidated so a deploy is picked up (the service worker and the app manifest too,
// or an installed app would keep an old worker); content-hashed chunks are immutable.
const revalidated = new Set([
  'index.html',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'sw.js',
  'manifest.webmanifest',
]);
const cacheControl = (path: string) => {
  const file = path.slice(path.lastIndexOf(sep) + 1);
  if (revalidated.has(file) || extname(file) === '.html') return 'no-cache';
  return /\.[0-9a-f]{8,}\./.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
};

const serveFile = (
  path: string,
  request: HttpServerRequest.HttpServerRequest,
  vary = 'accept-encoding',
  status = 200,
) => {
  const headers = { 'cache-control': cacheControl(path), 'x-content-type-options': 'nosniff', vary };
  const gzipped = acceptsGzip(request.headers['accept-encoding']) ? gzippedAsset(path) : null;
  if (gzipped) {
    return Effect.succeed(
      HttpServerResponse.uint8Array(gzipped.body, {
        status,
        contentType: gzipped.contentType,
        headers: { ...headers, 'content-encoding': 'gzip' },
      }),
    );
  }
  return HttpServerResponse.file(path, { status, headers }).pipe(Effect.orDie);
};

const notFound = HttpServerResponse.text('Not Found', { status: 404 });

/** A page's answer depends on the cookies below (prerendered page or shell), and on gzip. */
const DOCUMENT_VARY = 'accept-encoding, cookie';

/** The directory of a remote the manifest serves from this server (its entry under /mfe/<name>/), if any. */
const localDist = (options: StaticOptions, entry: string): string | null => {
  const local = /^\/mfe\/([a-z-]+)\//.exec(entry);
  return local ? remoteDist(options.staticRoot, local[1]!) : null;
};

const signedOut = (request: HttpServerRequest.HttpServerRequest) =>
  !request.cookies[SESSION_COOKIE] && !request.cookies[DEMO_COOKIE];

const readManifest = (options: StaticOptions): RemotesManifest | null => {
  try {
    return remotesManifest(options);
  } catch {
    return null;
  }
};

/**
 * The prerendered page for a signed-out visitor on `path`, if the remote the manifest gives that path to is
 * served from here and built one (dist/prerendered/<path>/index.html; a pattern such as '/blog/:slug' has
 * one per article it prerendered). Anyone with a session or a demo gets the shell instead; a stale session
 * cookie gets the shell too, which then shows the same page.
 */
const prerenderedPage = (manifest: RemotesManifest, options: StaticOptions, path: string): string | null => {
  const remote = manifest.remotes.find((candidate) =>
    candidate.routes.some(
      (route) =>
        route.access === 'signed-out' && route.path !== CATCH_ALL_PATH && pathMatches(route.path, path),
    ),
  );
  const dist = remote && localDist(options, remote.entry);
  if (!dist) return null;
  const trimmed = path.replace(/\/+$/, '');
  const page = inside(dist, trimmed === '' ? '/prerendered/index.html' : `/prerendered${trimmed}/index.html`);
  return page && isFile(page) ? page : null;
};

/**
 * The "page not found" a signed-out visitor gets, with status 404, on a path nothing serves: the
 * prerendered page of the remote that claims the catch-all. A path claimed for signed-in users is not
 * "not found" (the shell's access gate answers it), and neither is anything when no remote built one.
 */
const notFoundPage = (manifest: RemotesManifest, options: StaticOptions, path: string): string | null => {
  if (isClaimed(manifest, path)) return null;
  const remote = manifest.remotes.find((candidate) =>
    candidate.routes.some((route) => route.access === 'signed-out' && route.path === CATCH_ALL_PATH),
  );
  const dist = remote && localDist(options, remote.entry);
  const page = dist && join(dist, 'prerendered', 'not-found.html');
  return page && isFile(page) ? page : null;
};

export const staticHandler = (options: StaticOptions) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname;
    // Not a file: the security middleware answers 405 (with Allow) when another method serves this path.
    if (path.startsWith('/api/') || path === '/api')
      return yield* Effect.fail(new HttpServerError.RouteNotFound({ request }));
    if (path === '/remotes.json') {
      let manifest: RemotesManifest;
      try {
        manifest = remotesManifest(options);
      } catch (error) {
        // A deployment mistake: say what is wrong (the shell shows its fallback) rather than crash.
        return HttpServerResponse.text((error as Error).message, { status: 503 });
      }
      return yield* HttpServerResponse.json(manifest, { headers: { 'cache-control': 'no-cache' } }).pipe(
        Effect.orDie,
      );
    }
    const remote = /^\/mfe\/([a-z-]+)(\/.*)?$/.exec(path);
    if (remote) {
      const file = inside(remoteDist(options.staticRoot, remote[1]!), remote[2] ?? '/');
      return file && isFile(file) ? yield* serveFile(file, request) : notFound;
    }
    const root = hostDist(options.staticRoot);
    const file = inside(root, path);
    if (file && isFile(file)) return yield* serveFile(file, request);
    // Client-side routes get the shell; a missing asset stays a 404.
    if (extname(path) !== '') return notFound;
    const manifest = signedOut(request) ? readManifest(options) : null;
    const prerendered = manifest && prerenderedPage(manifest, options, path);
    if (prerendered) return yield* serveFile(prerendered, request, DOCUMENT_VARY);
    const missing = manifest && notFoundPage(manifest, options, path);
    if (missing) return yield* serveFile(missing, request, DOCUMENT_VARY, 404);
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      return HttpServerResponse.text(
        'The frontend is not built yet: run `npm run build` (npm start does it).',
        {
          status: 503,
        },
      );
    }
    return yield* serveFile(index, request, DOCUMENT_VARY);
  });

export const StaticLive = (options: StaticOptions) =>
  HttpApiBuilder.Router.use((router) => router.get('*', staticHandler(options)));
