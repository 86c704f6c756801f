// Names the browser and the server agree on outside the API's bodies: the session cookie, and how demo mode
// is remembered. Dependency-free, so the prerendered landing page's small script can import it.

/** The HttpOnly session cookie the API sets at sign-in. */
export const SESSION_COOKIE = 'mm_session';

/** localStorage key of the demo flag ('active' | 'keeping'), read by the shell at start-up. */
export const DEMO_STORAGE_KEY = 'market-muse:demo';

/**
 * Mirrors the demo flag for the server, which cannot read localStorage: while it is set, `/` serves the shell
 * (the demo's dashboard) rather than the prerendered landing page. It holds no data.
 */
export const DEMO_COOKIE = 'mm_demo';

/** A year: the demo lives in the browser's IndexedDB until reset, not for a session. */
const DEMO_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The `document.cookie` assignment that sets (`true`) or clears (`false`) the demo cookie. */
export const demoCookie = (on: boolean) =>
  on
    ? `${DEMO_COOKIE}=1; Path=/; Max-Age=${DEMO_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
    : `${DEMO_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;

/** localStorage key of the chosen colour theme; absent means "follow the system". */
export const THEME_STORAGE_KEY = 'market-muse:theme';

/** The choices the theme switch offers: a fixed theme, or the operating system's preference. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The class on <html> that switches the kit's tokens to their dark values. */
export const DARK_CLASS = 'dark';

/**
 * Applies the remembered theme before the page first paints, so a dark page never flashes light. It runs as
 * an inline script in the head of the shell's document and of every prerendered page; the server allows it
 * by its hash (no 'unsafe-inline'), so these exact characters are the contract: change them here only.
 */
export const THEME_BOOT_SCRIPT = `(()=>{var c;try{c=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})}catch{}var d=c==="dark"||(c!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle(${JSON.stringify(DARK_CLASS)},d)})()`;
