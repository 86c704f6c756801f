import { SignedInAware } from './in-app.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

export default function NotFoundRoute() {
  return (
    <SignedInAware>
      <NotFoundPage />
    </SignedInAware>
  );
}
