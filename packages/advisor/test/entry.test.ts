// The main entry must run in the browser (demo mode): no Node built-ins, no SDK, no env access
// anywhere it can reach. Only the server-only subpath './model' may use them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', 'src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe('browser-safe main entry', () => {
  const browserFiles = files(src).filter((f) => !relative(src, f).startsWith('model'));

  it('covers the engine files', () => {
    expect(browserFiles.length).toBeGreaterThan(10);
  });

  it.each(browserFiles.map((f) => [relative(src, f), f]))('%s imports nothing server-only', (_, file) => {
    const code = readFileSync(file, 'utf8');
    expect(code).not.toMatch(/from ['"]node:/);
    expect(code).not.toMatch(/from ['"](openai|zod)/);
    expect(code).not.toMatch(/\bprocess\.(env|argv|exit|cwd|platform)\b/);
    expect(code).not.toMatch(/from ['"]\.\.?\/model/);
  });
});
