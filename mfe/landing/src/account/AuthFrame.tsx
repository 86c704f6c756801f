import { useCurrentUser } from '@market-muse/client';
import { Button, Card, CardContent, CardDescription, CardHeader } from '@market-muse/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../landing/Logo.tsx';

/**
 * The frame of the pages a mail's link opens: for a visitor, the sign-in page's card with a way back to it;
 * signed in, the same card inside the app's layout (which already holds the page's main landmark).
 */
export function AuthFrame({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const signedIn = Boolean(useCurrentUser().data);
  const card = (
    <Card>
      <CardHeader className="landing:text-center">
        <h1 className="landing:font-semibold landing:text-2xl landing:leading-none">{title}</h1>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="landing:flex landing:flex-col landing:gap-4">{children}</CardContent>
    </Card>
  );
  if (signedIn) return <div className="landing:mx-auto landing:w-full landing:max-w-md">{card}</div>;
  return (
    <div className="landing:flex landing:min-h-dvh landing:flex-col landing:items-center landing:justify-center landing:gap-6 landing:bg-gradient-to-b landing:from-secondary landing:to-background landing:px-4 landing:py-10">
      <div className="landing:flex landing:w-full landing:max-w-md landing:items-center landing:justify-between">
        <Logo />
        <Button asChild variant="ghost" size="sm">
          <Link to="/login">
            <ArrowLeft aria-hidden="true" />
            Back to sign in
          </Link>
        </Button>
      </div>
      <main className="landing:w-full landing:max-w-md">{card}</main>
    </div>
  );
}
