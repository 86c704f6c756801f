import './styles.css';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@market-muse/ui';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from './landing/Logo.tsx';
import { ProviderSignIn, ProviderSignInError } from './login/ProviderSignIn.tsx';
import { SignInForm } from './login/SignInForm.tsx';
import { SignUpForm } from './login/SignUpForm.tsx';

/** "Login / signup": Sign In and Sign Up tabs, a configured provider's sign-in, Back to Home. */
export default function LoginPage() {
  return (
    // Top-aligned, not centred: the card's height changes with the tab and its messages, and a centred
    // card would jump up and down under the pointer each time.
    <div className="landing:flex landing:min-h-dvh landing:flex-col landing:items-center landing:justify-start landing:gap-6 landing:sm:pt-[10vh] landing:bg-gradient-to-b landing:from-secondary landing:to-background landing:px-4 landing:py-10">
      <div className="landing:flex landing:w-full landing:max-w-md landing:items-center landing:justify-between">
        <Logo />
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <Card className="landing:w-full landing:max-w-md">
        <CardHeader className="landing:text-center">
          <h1 className="landing:font-semibold landing:text-2xl landing:leading-none">
            Welcome to Market Muse
          </h1>
          <CardDescription>Sign in or create your free account to get your marketing plan.</CardDescription>
        </CardHeader>
        <CardContent className="landing:flex landing:flex-col landing:gap-6">
          <ProviderSignInError />
          <Tabs defaultValue="signin">
            <TabsList className="landing:w-full">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="landing:pt-4">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="landing:pt-4">
              <SignUpForm />
            </TabsContent>
          </Tabs>
          <ProviderSignIn />
          <p className="landing:text-center landing:text-muted-foreground landing:text-sm">
            Just looking?{' '}
            <Link
              to="/demo"
              className="landing:font-medium landing:text-primary landing:underline-offset-4 landing:hover:underline"
            >
              Try the demo
            </Link>{' '}
            — no account needed.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
