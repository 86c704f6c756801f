// Async boundary: shared singletons (React, router, query) are negotiated before any app code runs.
import('./bootstrap.tsx');
