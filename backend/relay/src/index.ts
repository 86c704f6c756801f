export * from './asyncapi.ts';
export * from './deadLetters.ts';
export * from './eventRecords.ts';
export * from './exportFromKafka.ts';
export * from './exportFromTable.ts';
export * from './progressRecords.ts';
export * from './pseudonyms.ts';
export * from './relay.ts';
