// The colour theme in the browser: the visitor's choice (light, dark, or the system's), remembered in
// localStorage and applied as the `dark` class on <html>. The inline boot script (browser-state.ts) does the
// same before first paint; this module keeps it current afterwards. Free of React, so the prerendered
// pages' small script uses it as the React apps do.
import {
  DARK_CLASS,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from '@market-muse/contracts/browser-state';

const SYSTEM_DARK = '(prefers-color-scheme: dark)';

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** With storage disabled, a choice holds for this page only. */
let unstoredChoice: ThemeChoice = 'system';

/** The remembered choice; 'system' when none. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(stored) ? stored : 'system';
  } catch {
    return unstoredChoice;
  }
}

const systemIsDark = () => typeof matchMedia === 'function' && matchMedia(SYSTEM_DARK).matches;

/** Whether a choice shows the dark theme now. */
export const isDark = (choice: ThemeChoice) => choice === 'dark' || (choice === 'system' && systemIsDark());

/** Sets the class on <html> for the remembered choice. */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  document.documentElement.classList.toggle(DARK_CLASS, isDark(choice));
}

const listeners = new Set<() => void>();
const notify = () => {
  applyTheme();
  for (const listener of listeners) listener();
};

/** Remembers and applies a choice; 'system' forgets any fixed one. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    unstoredChoice = choice;
  }
  notify();
}

let watching = false;
/**
 * Calls `listener` whenever the theme may have changed: a choice made here or in another tab, or the
 * system's preference switching while the page is open. Returns the unsubscribe function.
 */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    if (typeof matchMedia === 'function') matchMedia(SYSTEM_DARK).addEventListener('change', notify);
    window.addEventListener('storage', (event) => {
      if (event.key === THEME_STORAGE_KEY || event.key === null) notify();
    });
  }
  return () => listeners.delete(listener);
}
