export * from './postgresEventStore.ts';
