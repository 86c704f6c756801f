import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@market-muse/ui';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';

type DemoBannerProps =
  | {
      readonly kind: 'active';
      readonly onCreateAccount: () => void;
      readonly onReset: () => Promise<void>;
    }
  | { readonly kind: 'keeping'; readonly onBackToDemo: () => void };

/** The persistent strip above every screen while in demo mode (or on the way to keeping its work). */
export function DemoBanner(props: DemoBannerProps) {
  return (
    <section
      aria-label="Demo mode"
      className="border-b bg-accent text-accent-foreground"
      data-testid="demo-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex items-center gap-2">
          <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
          {props.kind === 'active' ? (
            <span>
              <strong>Demo</strong> — your work is saved in this browser only.
            </span>
          ) : (
            <span>
              <strong>Demo</strong> — sign up or sign in, and your demo work moves into your account.
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {props.kind === 'active' ? (
            <>
              <Button size="sm" onClick={props.onCreateAccount}>
                Create an account
              </Button>
              <ResetDemo onReset={props.onReset} />
            </>
          ) : (
            <Button size="sm" variant="outline" onClick={props.onBackToDemo}>
              Back to the demo
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

function ResetDemo({ onReset }: { onReset: () => Promise<void> }) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Reset demo
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset the demo?</DialogTitle>
          <DialogDescription>
            Your demo profile, projects, goals, tasks and chat are deleted from this browser, and the demo
            starts over.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={() => {
              setPending(true);
              void onReset().finally(() => setPending(false));
            }}
          >
            {pending ? 'Resetting...' : 'Reset demo'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
