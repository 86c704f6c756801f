export * from './deciderSpecification.ts';
export * from './database.ts';
