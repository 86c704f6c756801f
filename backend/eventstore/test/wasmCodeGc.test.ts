// Embedded databases opened and closed in one process leave no wasm code for V8 to collect: the collector
// of Node 24's V8 can free an import wrapper twice and abort the process (src/wasmCodeGc.ts).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('wasm code collection', () => {
  it('does not run while embedded databases open and close one after another', async () => {
    const fixture = new URL('./fixtures/openAndCloseEmbedded.ts', import.meta.url).pathname;
    const { stdout, stderr } = await run(
      process.execPath,
      ['--expose-gc', '--trace-wasm-code-gc', fixture, '4'],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const output = `${stdout}${stderr}`;
    expect(output).toContain('closed 4 embedded databases');
    // V8 traces every collection it starts and every code object it frees; without the flag a run of
    // four databases starts several and frees import wrappers.
    const collections = output
      .split('\n')
      .filter((line) => /\[wasm-gc\] (Triggering|Starting|Freeing)/.test(line));
    expect(collections).toEqual([]);
  }, 60_000);
});
