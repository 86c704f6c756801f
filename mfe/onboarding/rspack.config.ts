// Remote `onboarding`: the onboarding welcome screen. The build itself is shared by every remote (packages/config/rspack/remote.ts).
import { remoteConfig } from '@market-muse/config/rspack/remote';

export default remoteConfig({
  name: 'onboarding',
  devPort: 8082,
  exposes: { './OnboardingPage': './src/OnboardingPage.tsx' },
});
