// Loading and error states the pages share.
import { Button, EmptyState, LoadingScreen } from '@market-muse/ui';
import { AlertTriangle } from 'lucide-react';

export function PageLoading({ message = 'Loading your profile...' }: { message?: string }) {
  return <LoadingScreen fullScreen={false} message={message} />;
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<AlertTriangle />}
      headingLevel={2}
      title="We couldn't load your profile"
      text="Failed to fetch profile. Check your connection and try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
