// Standalone page for `npm run dev -w @market-muse/mfe-onboarding`: this remote's route tree as the shell would mount it.
import { mountStandalone } from '@market-muse/config/dev/standalone';
import Routes from './routes.tsx';

mountStandalone(Routes);
