import { Button, EmptyState } from '@market-muse/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';

interface NotFoundProps {
  readonly title: string;
  readonly text: string;
  readonly backTo: string;
  readonly backLabel: string;
}

/** A missing page or record, with the way back. */
export function NotFound({ title, text, backTo, backLabel }: NotFoundProps) {
  return (
    <EmptyState
      icon={<SearchX />}
      headingLevel={2}
      title={title}
      text={text}
      action={
        <Button asChild variant="outline">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      }
    />
  );
}
