import { Button, ThemeSwitch } from '@market-muse/ui/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Footer } from '../landing/Footer.tsx';
import { Logo } from '../landing/Logo.tsx';
import { useInApp } from './in-app.tsx';

const HEADER_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Help', to: '/help' },
] as const;

interface Props {
  /** The page's one <h1>. */
  readonly title: string;
  /** The sentence under the heading. */
  readonly lede?: ReactNode;
  /** Above the heading: a link back to the page's index, a date. */
  readonly eyebrow?: ReactNode;
  readonly children: ReactNode;
}

/** The frame of every public page: the site header, the page's heading and lede, its content, the footer. */
export function PublicLayout({ title, lede, eyebrow, children }: Props) {
  const heading = (
    <div className="landing:flex landing:flex-col landing:gap-3">
      {eyebrow}
      <h1 className="landing:font-bold landing:text-3xl landing:tracking-tight landing:break-words landing:sm:text-4xl">
        {title}
      </h1>
      {lede ? <p className="landing:text-lg landing:text-muted-foreground">{lede}</p> : null}
    </div>
  );
  // Signed in, the app's layout is the frame: its header, its main landmark.
  if (useInApp())
    return (
      <div className="landing:mx-auto landing:flex landing:w-full landing:max-w-3xl landing:flex-col landing:gap-10 landing:py-4">
        <title>{`${title} · Market Muse`}</title>
        {heading}
        {children}
      </div>
    );
  return (
    <div className="landing:flex landing:min-h-dvh landing:flex-col landing:bg-background">
      <title>{`${title} · Market Muse`}</title>
      <header className="landing:border-b landing:border-border">
        <div className="landing:mx-auto landing:flex landing:h-16 landing:max-w-6xl landing:items-center landing:justify-between landing:gap-2 landing:px-4 landing:sm:px-6">
          <Logo />
          <nav aria-label="Main" className="landing:flex landing:items-center landing:gap-1 landing:sm:gap-2">
            {HEADER_LINKS.map((link) => (
              <Button key={link.to} asChild variant="ghost" className="landing:hidden landing:md:inline-flex">
                <Link to={link.to}>{link.label}</Link>
              </Button>
            ))}
            <ThemeSwitch className="landing:hidden landing:sm:inline-flex" />
            <Button asChild variant="outline">
              <Link to="/login">Sign In</Link>
            </Button>
          </nav>
        </div>
      </header>
      <main className="landing:flex-1 landing:px-4 landing:py-12 landing:sm:px-6 landing:md:py-16">
        <div className="landing:mx-auto landing:flex landing:max-w-3xl landing:flex-col landing:gap-10">
          {heading}
          {children}
        </div>
      </main>
      <Footer />
    </div>
  );
}
