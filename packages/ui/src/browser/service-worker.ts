/**
 * Registers the app's service worker (served at /sw.js by the host), which makes the app installable and
 * shows the offline page when a page is opened without a connection. Called by the shell and by the
 * prerendered pages' script; a browser without service workers just goes without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register('/sw.js').catch(() => {
    // Not installable this time (a private window, a blocked script): the app works the same online.
  });
}
