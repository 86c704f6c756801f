import { Button } from '@market-muse/ui/core';

/** The user check failed for a reason other than 401: say so and offer to try again. */
export function AuthCheckFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="font-semibold text-2xl">We couldn't reach Market Muse</h1>
      <p className="text-muted-foreground">{message}</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
}
