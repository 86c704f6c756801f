// happy-dom lacks a few DOM APIs Radix (Select, DropdownMenu) calls.

import { toastStore } from '@market-muse/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (typeof Element !== 'undefined') {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
}

afterEach(() => {
  cleanup();
  toastStore.dispatch({ type: 'REMOVE_TOAST' });
  vi.clearAllMocks();
});
