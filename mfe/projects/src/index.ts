// Standalone entry for `rspack serve`; the async boundary lets shared singletons negotiate first.
import('./bootstrap.tsx');
