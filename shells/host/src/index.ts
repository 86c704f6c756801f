// Async boundary: shared singletons (React, router, query) are negotiated before any app code runs.
import { registerServiceWorker } from '@market-muse/ui/service-worker';

import('./bootstrap.tsx');
registerServiceWorker();
