import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label="Market Muse home"
      className="flex items-center gap-2 rounded-md font-bold font-display text-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Sparkles aria-hidden="true" className="size-4" />
      </span>
      Market Muse
    </Link>
  );
}
