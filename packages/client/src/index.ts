// @market-muse/client: the one way screens reach the API (developers' guide, "One typed client").
export type * from './client.ts';
export { preloadContract } from './contract-chunk.ts';
export { ApiError, isNotFound, isUnauthorized, serverText } from './errors.ts';
export { type ContractFormRules, checkForm, contractForm, screenMessage } from './forms.ts';
export { createHttpClient, type HttpClientOptions } from './http.ts';
export { CURRENT_USER_QUERY_OPTIONS, DEFAULT_QUERY_OPTIONS, queryKeys } from './keys.ts';
export * from './react.tsx';
export { readServerSentEvents, type ServerSentEvent } from './sse.ts';
