// Remote `projects`: the projects screen. The build itself is shared by every remote (packages/config/rspack/remote.ts).
import { remoteConfig } from '@market-muse/config/rspack/remote';

export default remoteConfig({
  name: 'projects',
  devPort: 8083,
  exposes: {
    './routes': './src/routes.tsx',
    './RecentTasksWidget': './src/widgets/RecentTasksWidget.tsx',
    './ActiveProjectWidget': './src/widgets/ActiveProjectWidget.tsx',
  },
});
