// The client contract against demo mode's local implementation: the same suite, with the same
// expectations, as the HTTP client on the real server (e2e/test/client-contract.e2e.test.ts).
import 'fake-indexeddb/auto';
import { createLocalClient, NO_DELAYS } from '../src/local/index.ts';
import { describeClientContract } from '../test/contract.ts';

let databases = 0;

describeClientContract('local (demo mode)', {
  // A fresh database per client: a visitor with no session, like a new browser.
  newClient: () => createLocalClient({ database: `contract-${++databases}`, delays: NO_DELAYS }),
  uniqueEmail: (name) => `${name}.${databases}@example.com`,
});
