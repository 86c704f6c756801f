import './styles.css';
import { Route, Routes } from 'react-router';
import LandingPage from './LandingPage.tsx';
import LoginPage from './LoginPage.tsx';

/** The landing remote's pages (signed-out visitors); the shell mounts this tree on the paths the manifest gives it. */
export default function LandingRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
