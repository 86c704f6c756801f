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
