import { Button } from '@market-muse/ui';

/** A dashboard widget's failed load: one line and a small Retry, inside the host's card. */
export function WidgetError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="projects:flex projects:flex-col projects:items-start projects:gap-2">
      <p className="projects:text-muted-foreground projects:text-sm">{text}</p>
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
