export * from './config.ts';
export * from './server.ts';
