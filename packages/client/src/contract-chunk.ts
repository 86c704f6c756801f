// The contract's schemas, with Effect, in a chunk of their own: loaded on the first answer to decode or
// the first form to check, so a signed-out visitor's first load never carries them. A failed load (a
// network hiccup) is tried again on the next call.
type ContractModule = typeof import('./contract-schemas.ts');

let contractModule: Promise<ContractModule> | undefined;

export function loadContract(): Promise<ContractModule> {
  contractModule ??= import('./contract-schemas.ts').catch((error: unknown) => {
    contractModule = undefined;
    throw error;
  });
  return contractModule;
}

/**
 * Starts loading the chunk ahead of need (a sign-in form on its first focus), so the first check does not
 * wait for the download; a failure here is left to the real call to report.
 */
export function preloadContract(): void {
  loadContract().catch(() => {});
}
