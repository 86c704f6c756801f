import { Button, EmptyState } from '@market-muse/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel={2}
      title="Page not found"
      text="The page you are looking for does not exist."
      action={
        <Button asChild>
          <Link to="/">Back to dashboard</Link>
        </Button>
      }
    />
  );
}
