import { Button } from '@market-muse/ui/core';
import { Link } from 'react-router';
import { PublicLayout } from './PublicLayout.tsx';

const WAYS_ON = [
  { label: 'Home', to: '/' },
  { label: 'Help center', to: '/help' },
  { label: 'Guides', to: '/guides' },
] as const;

/** The page for a public path that does not exist (the server answers it with status 404). */
export function NotFoundPage() {
  return (
    <PublicLayout
      title="Page not found"
      lede="There is no page at this address. It may have moved, or the link may have a typo."
    >
      <nav aria-label="Ways on" className="landing:flex landing:flex-wrap landing:gap-3">
        {WAYS_ON.map((way, index) => (
          <Button key={way.to} asChild variant={index === 0 ? 'default' : 'outline'}>
            <Link to={way.to}>{way.label}</Link>
          </Button>
        ))}
      </nav>
    </PublicLayout>
  );
}
