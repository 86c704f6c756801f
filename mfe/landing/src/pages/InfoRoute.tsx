import { useLocation } from 'react-router';
import { infoPageAt } from './content/pages.ts';
import { InfoPageView } from './InfoPageView.tsx';
import { SignedInAware } from './in-app.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** The information page at the current path (the route tree mounts this on each of INFO_PATHS). */
export default function InfoRoute() {
  const page = infoPageAt(useLocation().pathname.replace(/\/+$/, '') || '/');
  return <SignedInAware>{page ? <InfoPageView page={page} /> : <NotFoundPage />}</SignedInAware>;
}
