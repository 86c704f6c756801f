// @market-muse/client/testing: one typed fake client for every screen's tests.
import { loadContract } from '../contract-chunk.ts';

export { fakeClient } from './fake-client.ts';
export { profileFixture } from './profile.ts';
export { type ClientOverrides, clientWith, unansweredClient } from './unanswered.ts';

/**
 * Loads the contract's schemas (the chunk a form's first check or an answer's decoding loads), so a screen
 * test's waits do not race a cold import of Effect.
 */
export async function contractSchemasLoaded(): Promise<void> {
  await loadContract();
}
