// Remote `assistant`: the AI assistant screen. The build itself is shared by every remote (packages/config/rspack/remote.ts).
import { remoteConfig } from '@market-muse/config/rspack/remote';

export default remoteConfig({
  name: 'assistant',
  devPort: 8084,
  exposes: { './routes': './src/routes.tsx' },
});
