import './styles.css';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { ProfileSetupPage } from './pages/ProfileSetupPage.tsx';
import { ProjectSetupPage } from './pages/ProjectSetupPage.tsx';
import { UpdateProfilePage } from './pages/UpdateProfilePage.tsx';

/** The onboarding remote's pages; the shell mounts this tree on the paths the manifest gives it. */
export default function OnboardingRoutes() {
  return (
    <Routes>
      <Route path="/profile-setup" element={<ProfileSetupPage />} />
      <Route path="/onboarding" element={<UpdateProfilePage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="/project-setup" element={<ProjectSetupPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
