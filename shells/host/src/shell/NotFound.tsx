import { Button } from '@market-muse/ui/core';
import { Link } from 'react-router';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="font-semibold text-2xl">Page not found</h1>
      <p className="text-muted-foreground">There is nothing at this address yet.</p>
      <Button asChild variant="outline">
        <Link to="/">Back to your dashboard</Link>
      </Button>
    </section>
  );
}
