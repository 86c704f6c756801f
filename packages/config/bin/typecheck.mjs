#!/usr/bin/env node
// `node packages/config/bin/typecheck.mjs [tsc arguments]`: the workspaces' type check, by TypeScript 7 (the compiler ported to native
// code: the same checker, several times faster, and it checks on every core). The `typescript` package stays
// on 5.9 for the tools that load its JavaScript API (module federation's type plugin, Storybook's docgen,
// knip), so TypeScript 7 is installed under another name and run from here.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const manifest = createRequire(import.meta.url).resolve('typescript-native/package.json');
const result = spawnSync(process.execPath, [join(dirname(manifest), 'bin/tsc'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
