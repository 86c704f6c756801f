// The landing remote's pages that are served prerendered to signed-out visitors: a static
// marketing page needs no JavaScript to be read, so the server answers it as HTML and the shell (React, the
// federation runtime, the remotes) loads only when the visitor goes on to sign in or try the demo. Rendered
// at build time by scripts/prerender.ts; each path must also be a signed-out route of this remote in the
// remotes manifest, which is how the server knows to serve it. The help centre (its search) and the contact
// form need the app, so the shell serves them.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import LandingPage from '../LandingPage.tsx';
import { ArticlePage, CollectionPage } from '../pages/ArticlePages.tsx';
import { ARTICLES, articlePath } from '../pages/content/articles.ts';
import { INFO_PAGES } from '../pages/content/pages.ts';
import { COLLECTIONS } from '../pages/content/types.ts';
import { InfoPageView } from '../pages/InfoPageView.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

/** The file the server answers for a path that nothing serves (with status 404). */
export const NOT_FOUND_FILE = 'not-found.html';

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

const PAGES: readonly { path: string; file: string; page: () => ReactElement }[] = [
  { path: '/', page: () => <LandingPage /> },
  ...INFO_PAGES.map((info) => ({ path: info.path, page: () => <InfoPageView page={info} /> })),
  ...COLLECTIONS.map((collection) => ({
    path: `/${collection}`,
    page: () => <CollectionPage collection={collection} />,
  })),
  ...ARTICLES.map((article) => ({
    path: articlePath(article),
    page: () => <ArticlePage collection={article.collection} slug={article.slug} />,
  })),
]
  .map((entry) => ({ ...entry, file: fileFor(entry.path) }))
  .concat({ path: '/page-not-found', file: NOT_FOUND_FILE, page: () => <NotFoundPage /> });

/** Each prerendered page's path, the file it is written to, and its markup: the components the federated route tree renders. */
export function renderPages(): { path: string; file: string; html: string }[] {
  return PAGES.map(({ path, file, page }) => ({
    path,
    file,
    // A memory router at the page's path renders links as the browser router does (StaticRouter would do
    // too, but is not in the shared react-router subset the apps import from).
    html: renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page()}</MemoryRouter>),
  }));
}
