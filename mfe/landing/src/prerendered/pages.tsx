// The landing remote's pages that are served prerendered to signed-out visitors: a static
// marketing page needs no JavaScript to be read, so the server answers it as HTML and the shell (React, the
// federation runtime, the remotes) loads only when the visitor goes on to sign in or try the demo. Rendered
// at build time by scripts/prerender.ts; each path must also be a signed-out route of this remote in the
// remotes manifest, which is how the server knows to serve it.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import LandingPage from '../LandingPage.tsx';

const PAGES: Record<string, () => ReactElement> = {
  '/': () => <LandingPage />,
};

/** Each prerendered path with its markup: the same components the federated route tree renders. */
export function renderPages(): { path: string; html: string }[] {
  return Object.entries(PAGES).map(([path, page]) => ({
    path,
    // A memory router at the page's path renders links as the browser router does (StaticRouter would do
    // too, but is not in the shared react-router subset the apps import from).
    html: renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page()}</MemoryRouter>),
  }));
}
