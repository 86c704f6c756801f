export * from './keyEmailStreams.ts';
export * from './postgresEventStore.ts';
