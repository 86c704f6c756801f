import { ApiError, useClient } from '@market-muse/client';
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
  FormField,
  PasswordInput,
  SettingsSection,
  toastError,
} from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';

/** Where the browser downloads the account's archive (a plain navigation: the server streams the zip). */
export const EXPORT_PATH = '/api/account/export';

/** What deleting the account takes away, named on the confirmation screen. */
export const WHAT_IS_LOST = [
  'Your profile and your account (name and e-mail)',
  'Your projects, goals, roadmaps and tasks',
  'Your content calendar and planned posts',
  'Your chat with the AI assistant, content ideas, analyses and strategies',
  'Your progress history',
] as const;

/** The 'Your data' section of /account: download everything, or delete the account for good. */
export function YourDataSection() {
  const client = useClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const deletion = useMutation({
    mutationFn: () => client.auth.deleteAccount(password === '' ? {} : { password }),
    onSuccess: () => {
      window.location.href = '/';
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400 && error.body.startsWith('password:'))
        setPasswordError(error.userMessage);
      else toastError('Could not delete the account', error, 'Please try again.');
    },
  });
  return (
    <SettingsSection
      id="your-data-title"
      title="Your data"
      description="Take everything Market Muse recorded for you, or delete it all."
    >
      <section aria-labelledby="download-title" className="landing:flex landing:flex-col landing:gap-2">
        <h3 id="download-title" className="landing:font-medium">
          Download your data
        </h3>
        <p className="landing:text-muted-foreground landing:text-sm">
          A zip with every change you made (one event a line), your current profile, projects, goals, tasks,
          calendar, chat and content, and a README that explains the format.
        </p>
        <Button asChild variant="outline" className="landing:self-start">
          <a href={EXPORT_PATH} download>
            <Download aria-hidden="true" />
            Download your data
          </a>
        </Button>
      </section>
      <section aria-labelledby="delete-title" className="landing:flex landing:flex-col landing:gap-2">
        <h3 id="delete-title" className="landing:font-medium">
          Delete your account
        </h3>
        <p className="landing:text-muted-foreground landing:text-sm">
          Erases your account and everything in it, everywhere it is stored. This cannot be undone.
        </p>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) {
              setPassword('');
              setPasswordError(undefined);
            }
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive" className="landing:self-start">
              <Trash2 aria-hidden="true" />
              Delete account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form
              noValidate
              aria-label="Delete your account"
              onSubmit={(event) => {
                event.preventDefault();
                setPasswordError(undefined);
                deletion.mutate();
              }}
              className="landing:flex landing:flex-col landing:gap-4"
            >
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  This permanently deletes everything below and signs you out on every device. Download your
                  data first if you want to keep a copy.
                </DialogDescription>
              </DialogHeader>
              <ul className="landing:list-disc landing:pl-5 landing:text-sm">
                {WHAT_IS_LOST.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <FormField
                label="Password"
                error={passwordError}
                description="Not needed if you signed in within the last 10 minutes."
              >
                <PasswordInput
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormField>
              <DialogFooter>
                <DialogClose asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </DialogClose>
                <Button
                  type="submit"
                  variant="destructive"
                  pending={deletion.isPending || deletion.isSuccess}
                >
                  Delete my account
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </section>
    </SettingsSection>
  );
}
