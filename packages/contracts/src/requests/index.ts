// The request bodies' schemas alone (no HttpApi, no @effect/platform): for browsers that check a request
// exactly as the server would (demo mode's local client). '@market-muse/contracts/api' re-exports them.
export * from '../dates.ts';
export * from './ai.ts';
export * from './calendar.ts';
export * from './connections.ts';
export * from './goals.ts';
export * from './import.ts';
export * from './input.ts';
export * from './limits.ts';
export * from './profile.ts';
export * from './projects.ts';
export * from './roadmaps.ts';
export * from './tasks.ts';
