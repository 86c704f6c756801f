// The shell's signed-in screens, one chunk loaded after sign-in (App.tsx imports it lazily), so the
// landing page's first load carries none of their code.
export { CommunityPage } from './community/CommunityPage.tsx';
export { Dashboard } from './Dashboard.tsx';
export { SignedInLayout } from './SignedInLayout.tsx';
