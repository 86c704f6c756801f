export * from './config.ts';
export { DirectReadError } from './directReader.ts';
export * from './domainRecords.ts';
export { UnreadableRecords } from './recordBatches.ts';
export * from './topics.ts';
export * from './transport.ts';
