import { useCurrentUser } from '@market-muse/client';
import { createContext, type ReactNode, use } from 'react';

/**
 * Whether a public page shows inside the app's signed-in layout, which has its own header and main
 * landmark: then the page is its content alone. Prerendered pages have no provider: the site's frame.
 */
const InApp = createContext(false);

export const useInApp = () => use(InApp);

/** Tells the public pages below whether someone is signed in (the shell's current user, already cached). */
export function SignedInAware({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useCurrentUser().data);
  return <InApp value={signedIn}>{children}</InApp>;
}
