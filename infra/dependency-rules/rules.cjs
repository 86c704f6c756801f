// Which way dependencies may point, checked by dependency-cruiser on every `npm test` (infra/scripts/
// dependencies.ts). Paths are relative to the repository root; a workspace import resolves through its
// node_modules link to the workspace's own files, so `@market-muse/commands` is `backend/commands/...`.
// infra/test/dependencyRules.test.ts proves that each rule fails on a deliberate violation (fixture/).

/** Node's built-ins and the database and broker drivers: server-only, never in a browser bundle. */
const serverOnly = {
  dependencyTypes: ['core'],
};
const drivers =
  '(^|/)node_modules/(pg|pg-[^/]+|@electric-sql/[^/]+|@effect/sql[^/]*|@effect/platform-node[^/]*|kafkajs)/';

/** What a browser bundle reaches: the shell, the remotes, and the packages they import. */
const browserCode =
  '^(shells/host/src|mfe/[^/]+/src|packages/(client|ui|advisor|domain)/src|packages/contracts/src)/';

module.exports = {
  forbidden: [
    {
      name: 'packages-never-import-backend',
      comment:
        'packages/* are shared by browsers and servers: they never depend on backend/* (point one way).',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^backend/' },
    },
    {
      name: 'remotes-and-shell-never-import-backend',
      comment: 'The host shell and the remotes talk to the backend over HTTP only.',
      severity: 'error',
      from: { path: '^(shells|mfe)/' },
      to: { path: '^backend/' },
    },
    {
      name: 'browser-code-no-node-builtins',
      comment: 'Code a browser bundle reaches cannot use Node built-ins.',
      severity: 'error',
      from: { path: browserCode, pathNot: '^packages/domain/src/testing/' },
      to: serverOnly,
    },
    {
      name: 'browser-code-no-database-drivers',
      comment: 'Code a browser bundle reaches cannot use a database or broker driver.',
      severity: 'error',
      from: { path: browserCode },
      to: { path: drivers },
    },
    {
      name: 'domain-depends-on-contracts-and-effect',
      comment:
        'The domain is the rules alone: contracts and effect, plus two pure libraries (hashes for ids, ' +
        'the iCalendar writer). Anything else is an adapter and belongs outside it.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '^packages/domain/src/testing/' },
      to: {
        dependencyTypesNot: ['local'],
        pathNot: [
          '(^|/)node_modules/(effect|@noble/hashes|ics)/',
          '^packages/contracts/',
          // Relative imports inside the domain resolve to its own files.
          '^packages/domain/src/',
        ],
      },
    },
    {
      name: 'test-servers-only-in-tests',
      comment:
        'packages/test-servers starts real servers for the test suites (an OpenID provider, a mailbox, a PDS): ' +
        'no code that runs in production or in a browser may import it.',
      severity: 'error',
      from: {
        path: '^(backend/[^/]+/src|packages/[^/]+/src|mfe/[^/]+/src|shells/[^/]+/src)/',
        pathNot: '^packages/test-servers/',
      },
      to: { path: '^packages/test-servers/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|\\.data)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'module', 'browser', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
