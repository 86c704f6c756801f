import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { ApiError, preloadContract, useClient } from '@market-muse/client';
import type { Passkey } from '@market-muse/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  QueryState,
  toast,
  toastError,
} from '@market-muse/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasskeyNameValues, passkeyNameSchema } from './schemas.ts';

export const PASSKEYS_QUERY_KEY = ['/api/account/passkeys'] as const;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const day = (iso: string) => when.format(new Date(iso));

/** A name form (adding and renaming): the contract's rule, the server's 400 shown on the field. */
function usePasskeyNameForm(name: string) {
  return useForm<PasskeyNameValues>({
    resolver: standardSchemaResolver(passkeyNameSchema),
    defaultValues: { name },
  });
}
const onNameError = (form: ReturnType<typeof usePasskeyNameForm>, title: string) => (error: Error) => {
  if (error instanceof ApiError && error.status === 400 && error.body.startsWith('name: '))
    form.setError('name', { message: error.userMessage }, { shouldFocus: true });
  else toastError(title, error, 'Please try again.');
};

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = usePasskeyNameForm(passkey.name);
  const rename = useMutation({
    mutationFn: (values: PasskeyNameValues) => client.passkeys.rename(passkey.id, values),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });
      onDone();
    },
    onError: onNameError(form, 'Could not rename the passkey'),
  });
  return (
    <form
      noValidate
      aria-label={`Rename ${passkey.name}`}
      onSubmit={form.handleSubmit((values) => rename.mutate(values))}
      className="landing:flex landing:w-full landing:flex-wrap landing:items-end landing:gap-2"
    >
      <FormField
        label="New name"
        error={form.formState.errors.name?.message}
        className="landing:min-w-48 landing:flex-1"
      >
        <Input autoFocus {...form.register('name')} />
      </FormField>
      <Button type="submit" size="sm" pending={rename.isPending}>
        Save
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        Cancel
      </Button>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.passkeys.remove(passkey.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY }),
    // The refusal to take the last way in says what to do instead.
    onError: (error) => toastError(`Could not remove ${passkey.name}`, error, 'Please try again.'),
  });
  return (
    <li className="landing:flex landing:flex-wrap landing:items-center landing:gap-3 landing:rounded-lg landing:border landing:border-border landing:p-3">
      <KeyRound aria-hidden="true" className="landing:size-5 landing:text-muted-foreground" />
      <div className="landing:flex landing:min-w-48 landing:flex-1 landing:flex-col">
        <span className="landing:break-words landing:font-medium">{passkey.name}</span>
        <span className="landing:text-muted-foreground landing:text-sm">
          Added {day(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}
        </span>
      </div>
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <div className="landing:flex landing:gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`Rename ${passkey.name}`}
            onClick={() => setRenaming(true)}
          >
            Rename
          </Button>
          <Button
            variant="outline"
            size="sm"
            pending={remove.isPending}
            aria-label={`Remove ${passkey.name}`}
            onClick={() => remove.mutate()}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}

function AddPasskeyForm() {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = usePasskeyNameForm('');
  const add = useMutation({
    mutationFn: async ({ name }: PasskeyNameValues) => {
      const webauthn = await import('../passkeys/webauthn.ts');
      const options = await client.passkeys.registrationOptions();
      try {
        return await client.passkeys.add({ name, credential: await webauthn.createPasskey(options) });
      } catch (error) {
        if (webauthn.cancelled(error)) return null;
        throw error;
      }
    },
    onSuccess: async (added) => {
      if (!added) return;
      form.reset({ name: '' });
      toast({ title: 'Passkey added', description: `${added.name} now signs you in.` });
      await queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });
    },
    onError: onNameError(form, 'Could not add the passkey'),
  });
  return (
    <form
      noValidate
      onFocus={preloadContract}
      aria-label="Add a passkey"
      onSubmit={form.handleSubmit((values) => add.mutate(values))}
      className="landing:flex landing:max-w-md landing:flex-col landing:gap-4"
    >
      <FormField
        label="Passkey name"
        description="Something you will recognise, like the device it is on"
        error={form.formState.errors.name?.message}
        required
      >
        <Input placeholder="Work laptop" {...form.register('name')} />
      </FormField>
      <Button type="submit" variant="outline" className="landing:self-start" pending={add.isPending}>
        Add a passkey
      </Button>
    </form>
  );
}

/** The account's passkeys: sign in with a device's screen lock instead of the password. */
export function PasskeysSection() {
  const client = useClient();
  const passkeys = useQuery({
    queryKey: PASSKEYS_QUERY_KEY,
    queryFn: ({ signal }) => client.passkeys.list(signal),
  });
  return (
    <Card aria-labelledby="account-passkeys">
      <CardHeader>
        <CardTitle id="account-passkeys" role="heading" aria-level={2}>
          Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or screen lock instead of your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="landing:flex landing:flex-col landing:gap-4">
        <QueryState
          query={passkeys}
          pending="Loading your passkeys..."
          error={{ title: 'Could not load your passkeys' }}
        >
          {(list) =>
            list.length === 0 ? (
              <p className="landing:text-muted-foreground landing:text-sm">You have no passkeys yet.</p>
            ) : (
              <ul aria-label="Your passkeys" className="landing:flex landing:flex-col landing:gap-2">
                {list.map((passkey) => (
                  <PasskeyRow key={passkey.id} passkey={passkey} />
                ))}
              </ul>
            )
          }
        </QueryState>
        <AddPasskeyForm />
      </CardContent>
    </Card>
  );
}
