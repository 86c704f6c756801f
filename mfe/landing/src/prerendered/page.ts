// The prerendered pages' only script (a few KB): it keeps what was decided at build time current.
// The kit's sheet (preflight, theme, kit utilities), then the landing's own, each built on its own as in the shell.
import '@market-muse/ui/styles.css';
import '../styles.css';
import {
  DEMO_COOKIE,
  DEMO_STORAGE_KEY,
  demoCookie,
  THEME_CHOICES,
  type ThemeChoice,
} from '@market-muse/contracts/browser-state';
import { registerServiceWorker } from '@market-muse/ui/service-worker';
import { readThemeChoice, setThemeChoice, subscribeTheme } from '@market-muse/ui/theme';

const hasCookie = (name: string) => document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${name}=`));

// A browser in demo mode whose flag predates the demo cookie: set the cookie and ask again, so the server
// answers with the shell (the demo's dashboard). Reloads only if the cookie took, so never in a loop.
try {
  if (localStorage.getItem(DEMO_STORAGE_KEY) && !hasCookie(DEMO_COOKIE)) {
    // biome-ignore lint/suspicious/noDocumentCookie: one flag cookie, read back at once; the Cookie Store API is async and not in every browser
    document.cookie = demoCookie(true);
    if (hasCookie(DEMO_COOKIE)) location.reload();
  }
} catch {
  // Storage disabled: no demo to resume.
}

// The footer's year was rendered when the page was built.
const year = String(new Date().getFullYear());
for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = year;

// The theme switches were rendered showing 'system': show the remembered choice, and make them work.
const switches = [...document.querySelectorAll<HTMLButtonElement>('[data-theme-choice]')];
const showChoice = () => {
  const choice = readThemeChoice();
  for (const button of switches)
    button.setAttribute('aria-pressed', String(button.dataset.themeChoice === choice));
};
for (const button of switches) {
  const choice = button.dataset.themeChoice as ThemeChoice;
  if (THEME_CHOICES.includes(choice)) button.addEventListener('click', () => setThemeChoice(choice));
}
subscribeTheme(showChoice);
showChoice();

registerServiceWorker();
