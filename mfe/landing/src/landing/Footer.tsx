import { ThemeSwitch } from '@market-muse/ui/core';
import { Link } from 'react-router';
import { CONTACT_EMAIL, FOOTER_COLUMNS } from './content.ts';
import { Logo } from './Logo.tsx';

// Placeholders until the brand accounts exist (three placeholder social links).
const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

const linkClass =
  'landing:rounded-sm landing:text-muted-foreground landing:text-sm landing:transition-colors landing:hover:text-foreground landing:focus-visible:outline-2 landing:focus-visible:outline-ring';

/** The shared footer: product, resources, company and legal links, contact, socials, current year. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="landing:border-t landing:border-border landing:bg-muted/40">
      <div className="landing:mx-auto landing:grid landing:max-w-6xl landing:grid-cols-2 landing:gap-10 landing:px-4 landing:py-12 landing:sm:px-6 landing:lg:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div className="landing:col-span-2 landing:flex landing:flex-col landing:gap-3 landing:lg:col-span-1">
          <Logo />
          <p className="landing:max-w-xs landing:text-muted-foreground landing:text-sm">
            Your personalized marketing companion for creatives.
          </p>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            {CONTACT_EMAIL}
          </a>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav
            key={column.title}
            aria-label={column.title}
            className="landing:flex landing:flex-col landing:gap-3"
          >
            <h2 className="landing:font-semibold landing:text-sm">{column.title}</h2>
            <ul className="landing:flex landing:flex-col landing:gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="landing:border-t landing:border-border">
        <div className="landing:mx-auto landing:flex landing:max-w-6xl landing:flex-col landing:items-center landing:justify-between landing:gap-4 landing:px-4 landing:py-6 landing:sm:flex-row landing:sm:px-6">
          <p className="landing:text-muted-foreground landing:text-sm">
            {/* The prerendered page's script sets the year at view time, not build time. */}©{' '}
            <span data-current-year="">{year}</span> Market Muse. All rights reserved.
          </p>
          <ThemeSwitch />
          <ul aria-label="Social media" className="landing:flex landing:gap-4">
            {SOCIAL_LINKS.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Market Muse on ${social.label}`}
                  className={linkClass}
                >
                  {social.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
