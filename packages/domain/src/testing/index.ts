export * from './deciderSpecification.ts';
export * from './inMemoryEventStore.ts';
export * from './roadmapPlan.ts';
