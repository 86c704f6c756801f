// happy-dom lacks a few DOM APIs Radix (Select, DropdownMenu) calls.

import { contractSchemasLoaded } from '@market-muse/client/testing';
import { toastStore } from '@market-muse/ui';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

// The chart pages render recharts into happy-dom: on a busy CI machine their first render can take longer
// than Testing Library's 1 s default. Waits still end as soon as their condition holds.
configure({ asyncUtilTimeout: 5_000 });

// Forms check with the contract's schemas, loaded on first use: load them before any test waits on a form.
beforeAll(contractSchemasLoaded, 30_000);

afterEach(() => {
  cleanup();
  toastStore.dispatch({ type: 'REMOVE_TOAST' });
  vi.clearAllMocks();
});
