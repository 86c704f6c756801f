// Whether this browser is in demo mode, read at start-up to pick the client before anything renders.
// 'active': the local client serves every screen. 'keeping': the visitor is signing up (or in) to keep
// the demo's work; the HTTP client serves, and the work moves to the account once one is signed in.
import { DEMO_STORAGE_KEY, demoCookie } from '@market-muse/contracts/browser-state';

export type DemoFlag = 'active' | 'keeping';

export function readDemoFlag(): DemoFlag | null {
  try {
    const value = localStorage.getItem(DEMO_STORAGE_KEY);
    return value === 'active' || value === 'keeping' ? value : null;
  } catch {
    return null;
  }
}

export function writeDemoFlag(flag: DemoFlag | null): void {
  try {
    if (flag === null) localStorage.removeItem(DEMO_STORAGE_KEY);
    else localStorage.setItem(DEMO_STORAGE_KEY, flag);
  } catch {
    // Storage disabled: demo mode then lasts until the page is closed.
  }
  // The cookie tells the server to answer `/` with the shell (the demo), not the prerendered landing page.
  // biome-ignore lint/suspicious/noDocumentCookie: one flag cookie, set synchronously before a navigation; the Cookie Store API is async and not in every browser
  document.cookie = demoCookie(flag !== null);
}
