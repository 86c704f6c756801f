import { Link } from 'react-router';
import { CONTACT_EMAIL, FOOTER_COLUMNS } from './content.ts';
import { Logo } from './Logo.tsx';

// Placeholders until the brand accounts exist (spec §2: three placeholder social links).
const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
] as const;

const linkClass =
  'ld:rounded-sm ld:text-muted-foreground ld:text-sm ld:transition-colors ld:hover:text-foreground ld:focus-visible:outline-2 ld:focus-visible:outline-ring';

/** The shared footer: product, resources, company and legal links, contact, socials, current year. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="ld:border-t ld:border-border ld:bg-muted/40">
      <div className="ld:mx-auto ld:grid ld:max-w-6xl ld:gap-10 ld:px-4 ld:py-12 ld:sm:px-6 ld:lg:grid-cols-[1.5fr_repeat(4,1fr)]">
        <div className="ld:flex ld:flex-col ld:gap-3">
          <Logo />
          <p className="ld:max-w-xs ld:text-muted-foreground ld:text-sm">
            Your personalized marketing companion for creatives.
          </p>
          <a href={`mailto:${CONTACT_EMAIL}`} className={linkClass}>
            {CONTACT_EMAIL}
          </a>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className="ld:flex ld:flex-col ld:gap-3">
            <h2 className="ld:font-semibold ld:text-sm">{column.title}</h2>
            <ul className="ld:flex ld:flex-col ld:gap-2">
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
      <div className="ld:border-t ld:border-border">
        <div className="ld:mx-auto ld:flex ld:max-w-6xl ld:flex-col ld:items-center ld:justify-between ld:gap-4 ld:px-4 ld:py-6 ld:sm:flex-row ld:sm:px-6">
          <p className="ld:text-muted-foreground ld:text-sm">© {year} Market Muse. All rights reserved.</p>
          <ul aria-label="Social media" className="ld:flex ld:gap-4">
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
