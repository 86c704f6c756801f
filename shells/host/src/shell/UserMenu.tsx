import type { AuthUser } from '@market-muse/contracts';
import {
  Avatar,
  AvatarFallback,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  initialsOf,
  ThemeMenuItems,
  toastError,
} from '@market-muse/ui';
import { Link } from 'react-router';
import { displayName, useSignOut } from '../auth/current-user.ts';

/** The user menu: Profile, Projects, Update Profile, Sign Out; the account page (sign-in and devices) and the theme. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut, pending } = useSignOut();
  const name = displayName(user);
  const onSignOut = () => signOut().catch(() => toastError('Logout failed', 'Please try again.'));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="gap-2 px-2" pending={pending}>
          <Avatar aria-hidden="true">
            <AvatarFallback>{initialsOf(name)}</AvatarFallback>
          </Avatar>
          {/* The accessible name contains the visible name (WCAG 2.5.3); on small screens it is read only. */}
          <span className="sr-only">User menu: </span>
          <span data-testid="user-menu-name" className="sr-only sm:not-sr-only">
            {name}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate">{user.email}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/projects">Projects</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/onboarding">Update Profile</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/account">Account</Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <ThemeMenuItems />
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void onSignOut()}>Sign Out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
