export * from './deciderSpecification.ts';
