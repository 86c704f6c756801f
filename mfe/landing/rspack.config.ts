// Remote `landing`: the signed-out pages. The build itself is shared by every remote (packages/config/rspack/remote.ts).
import { remoteConfig } from '@market-muse/config/rspack/remote';

export default remoteConfig({
  name: 'landing',
  devPort: 8081,
  exposes: { './routes': './src/routes.tsx' },
});
