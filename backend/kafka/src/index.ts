export * from './config.ts';
export * from './domainRecords.ts';
export * from './topics.ts';
export * from './transport.ts';
