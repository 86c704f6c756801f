// @market-muse/client/testing: one typed fake client for every screen's tests.
export { fakeClient } from './fake-client.ts';
export { type ClientOverrides, clientWith, unansweredClient } from './unanswered.ts';
