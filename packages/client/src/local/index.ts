// @market-muse/client/local: demo mode's client. Its own entry, so the shell loads it, and
// the advisor engine it runs, only when a demo starts.
export { DEMO_CONTENT_LIMITS } from './advisor.ts';
export {
  createLocalClient,
  DEMO_VISITOR,
  type LocalClient,
  type LocalClientOptions,
} from './client.ts';
export { DEMO_DELAYS, type DemoDelays, NO_DELAYS } from './delays.ts';
export { type KeepOptions, type KeptWork, keepDemoWork } from './keep.ts';
export { DEFAULT_DEMO_DATABASE, deleteLocalStore } from './store.ts';
export type { LocalState } from './views.ts';
