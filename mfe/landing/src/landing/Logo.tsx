import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label="Market Muse home"
      className="ld:flex ld:w-fit ld:items-center ld:gap-2 ld:rounded-md ld:font-bold ld:font-display ld:text-lg ld:focus-visible:outline-2 ld:focus-visible:outline-ring"
    >
      <span className="ld:flex ld:size-8 ld:items-center ld:justify-center ld:rounded-lg ld:bg-primary ld:text-primary-foreground">
        <Sparkles aria-hidden="true" className="ld:size-4" />
      </span>
      Market Muse
    </Link>
  );
}
