import { Link } from 'react-router';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold font-display text-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground"
      >
        M
      </span>
      Market Muse
    </Link>
  );
}
