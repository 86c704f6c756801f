import { useToast } from '@market-muse/ui/core';
import { lazy, Suspense, useState } from 'react';

// The kit's <Toaster /> is built on Radix Toast, which lives in the full kit; the toast store is in its
// light core. Fetching the Toaster once the first toast is shown keeps both off the landing page's first
// load; signed-in screens have the full kit loaded already, so their toasts show at once.
const Toaster = lazy(() => import('@market-muse/ui').then((kit) => ({ default: kit.Toaster })));

/** The Toaster, mounted at the first toast and kept from then on (its exit animations need it mounted). */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
