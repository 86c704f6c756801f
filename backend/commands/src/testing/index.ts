export * from './database.ts';
export * from './deciderSpecification.ts';
