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
import { EXTERNAL_LOGIN_PATH } from './login/api.ts';
import { SignInForm } from './login/SignInForm.tsx';
import { SignUpForm } from './login/SignUpForm.tsx';

/** Spec §2 "Login / signup": Sign In and Sign Up tabs, external sign-in, Back to Home. */
export default function LoginPage() {
  return (
    <div className="ld:flex ld:min-h-dvh ld:flex-col ld:items-center ld:justify-center ld:gap-6 ld:bg-gradient-to-b ld:from-secondary ld:to-background ld:px-4 ld:py-10">
      <div className="ld:flex ld:w-full ld:max-w-md ld:items-center ld:justify-between">
        <Logo />
        <Button asChild variant="ghost" size="sm">
          <Link to="/">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
      </div>
      <Card className="ld:w-full ld:max-w-md">
        <CardHeader className="ld:text-center">
          <h1 className="ld:font-semibold ld:text-2xl ld:leading-none">Welcome to Market Muse</h1>
          <CardDescription>Sign in or create your free account to get your marketing plan.</CardDescription>
        </CardHeader>
        <CardContent className="ld:flex ld:flex-col ld:gap-6">
          <Tabs defaultValue="signin">
            <TabsList className="ld:w-full">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin" className="ld:pt-4">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="ld:pt-4">
              <SignUpForm />
            </TabsContent>
          </Tabs>
          <div className="ld:flex ld:items-center ld:gap-3 ld:text-muted-foreground ld:text-xs ld:uppercase">
            <span className="ld:h-px ld:flex-1 ld:bg-border" />
            or
            <span className="ld:h-px ld:flex-1 ld:bg-border" />
          </div>
          <Button
            variant="outline"
            className="ld:w-full"
            onClick={() => {
              window.location.href = EXTERNAL_LOGIN_PATH;
            }}
          >
            Continue with Replit
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
