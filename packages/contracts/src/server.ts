// Server-side entry: the HttpApi definition (pulls in @effect/platform; browsers import types only).
export * from './api/index.ts';
