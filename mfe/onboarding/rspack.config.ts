// Remote `onboarding`: profile setup (variant B), Update Profile (variant A), profile summary, project setup. The build itself is shared by every remote (packages/config/rspack/remote.ts).
import { remoteConfig } from '@market-muse/config/rspack/remote';

export default remoteConfig({
  name: 'onboarding',
  devPort: 8082,
  exposes: { './routes': './src/routes.tsx' },
});
