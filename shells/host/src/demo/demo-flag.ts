// Whether this browser is in demo mode, read at start-up to pick the client before anything renders.
// 'active': the local client serves every screen. 'keeping': the visitor is signing up (or in) to keep
// the demo's work; the HTTP client serves, and the work moves to the account once one is signed in.

export type DemoFlag = 'active' | 'keeping';
const KEY = 'market-muse:demo';

export function readDemoFlag(): DemoFlag | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'active' || value === 'keeping' ? value : null;
  } catch {
    return null;
  }
}

export function writeDemoFlag(flag: DemoFlag | null): void {
  try {
    if (flag === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, flag);
  } catch {
    // Storage disabled: demo mode then lasts until the page is closed.
  }
}
