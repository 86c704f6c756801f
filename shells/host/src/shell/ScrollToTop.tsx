import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A new page starts at the top (BrowserRouter keeps the old scroll position, so 'Start Your Journey'
 * at the bottom of the landing page would open the login screen scrolled down). In-page anchors
 * (#how-it-works) are left to the browser.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `pathname` is the trigger.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
