export * from './background.ts';
export * from './consumer.ts';
export * from './feeds.ts';
export * from './replay.ts';
