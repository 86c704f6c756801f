import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      aria-label="Market Muse home"
      className="landing:flex landing:w-fit landing:items-center landing:gap-2 landing:rounded-md landing:font-bold landing:font-display landing:text-lg landing:focus-visible:outline-2 landing:focus-visible:outline-ring"
    >
      <span className="landing:flex landing:size-8 landing:items-center landing:justify-center landing:rounded-lg landing:bg-primary landing:text-primary-foreground">
        <Sparkles aria-hidden="true" className="landing:size-4" />
      </span>
      Market Muse
    </Link>
  );
}
