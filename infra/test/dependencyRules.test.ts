import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDependencies } from '../dependency-rules/check.ts';

// Every rule fails on a deliberate violation: the fixture is a miniature repository in which each file
// breaks one rule (see dependency-rules/fixture/README.md). `npm test` checks the repository itself
// (scripts/dependencies.ts).

const fixture = resolve(import.meta.dirname, '../dependency-rules/fixture');

describe('dependency rules', () => {
  it('each rule fires on the fixture, on exactly the files that break it', async () => {
    const found = (await checkDependencies(fixture)).map((v) => `${v.rule}: ${v.from}`).sort();
    expect(found).toEqual(
      [
        'packages-never-import-backend: packages/client/src/importsBackend.ts',
        'remotes-and-shell-never-import-backend: mfe/gallery/src/importsBackend.ts',
        'remotes-and-shell-never-import-backend: shells/host/src/importsBackend.ts',
        'browser-code-no-node-builtins: packages/ui/src/usesNodeBuiltin.ts',
        'browser-code-no-node-builtins: packages/domain/src/usesNodeCrypto.ts',
        'browser-code-no-database-drivers: packages/domain/src/usesDatabaseDriver.ts',
        'domain-depends-on-contracts-and-effect: packages/domain/src/usesNodeCrypto.ts',
        'domain-depends-on-contracts-and-effect: packages/domain/src/usesDatabaseDriver.ts',
        'domain-depends-on-contracts-and-effect: packages/domain/src/usesAnotherLibrary.ts',
        'test-servers-only-in-tests: backend/commands/src/startsMailbox.ts',
      ].sort(),
    );
  });
});
