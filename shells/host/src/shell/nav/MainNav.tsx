import {
  Button,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@market-muse/ui';
import { Menu } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { isCurrentArea, type NavItem } from './nav-items.ts';

/** Main navigation: links from 768 px wide, a menu below; the current area carries aria-current. */
export function MainNav({ items }: { items: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const current = items.find((item) => isCurrentArea(item, pathname));
  return (
    <>
      <nav aria-label="Main" className="hidden min-w-0 md:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => {
            const active = item === current;
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'whitespace-nowrap rounded-md px-2.5 py-2 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 lg:px-3',
                    active ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="Main menu" className="md:hidden">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" className="gap-2">
              <Menu aria-hidden="true" />
              Menu
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="w-56">
            {items.map((item) => {
              const active = item === current;
              return (
                <DropdownMenuItem key={item.to} asChild>
                  <Link
                    to={item.to}
                    aria-current={active ? 'page' : undefined}
                    className={cn(active && 'bg-secondary font-semibold text-secondary-foreground')}
                  >
                    {item.label}
                  </Link>
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      </nav>
    </>
  );
}
