import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Text assets worth compressing, with their content types. */
const compressible: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

const cache = new Map<string, { readonly mtimeMs: number; readonly body: Uint8Array }>();
const MAX_ENTRIES = 500;

/**
 * The gzip of a built text asset, compressed once per file version and kept in memory (the builds are a
 * few hundred small files; a changed mtime, after a rebuild, recompresses).
 */
export const gzippedAsset = (path: string): { body: Uint8Array; contentType: string } | null => {
  const contentType = compressible[extname(path)];
  if (!contentType) return null;
  const { mtimeMs, size } = statSync(path);
  if (size < 1024) return null;
  const cached = cache.get(path);
  if (cached && cached.mtimeMs === mtimeMs) return { body: cached.body, contentType };
  const body = gzipSync(readFileSync(path), { level: 9 });
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(path, { mtimeMs, body });
  return { body, contentType };
};

export const acceptsGzip = (acceptEncoding: string | undefined) =>
  acceptEncoding !== undefined && /\bgzip\b/.test(acceptEncoding);
