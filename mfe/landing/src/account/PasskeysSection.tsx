import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import type { Passkey } from '@market-muse/contracts';
import {
  Button,
  FormField,
  Input,
  SettingsList,
  SettingsRow,
  SettingsSection,
  toast,
  toastError,
} from '@market-muse/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { showFormError } from './formErrors.ts';
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
const onNameError = (form: ReturnType<typeof usePasskeyNameForm>, title: string) =>
  showFormError(form, ['name'], title);

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
      className="landing:flex landing:flex-wrap landing:items-end landing:gap-2"
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
    <SettingsRow
      icon={<KeyRound />}
      title={passkey.name}
      details={[
        `Added ${day(passkey.createdAt)} · ${passkey.lastUsedAt ? `last used ${day(passkey.lastUsedAt)}` : 'not used yet'}`,
      ]}
      below={renaming ? <RenameForm passkey={passkey} onDone={() => setRenaming(false)} /> : null}
      actions={
        !renaming && (
          <>
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
          </>
        )
      }
    />
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
    <SettingsSection
      id="account-passkeys"
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of your password."
    >
      <SettingsList
        query={passkeys}
        label="Your passkeys"
        pending="Loading your passkeys..."
        failed="Could not load your passkeys"
        empty="You have no passkeys yet."
        keyOf={(passkey) => passkey.id}
      >
        {(passkey) => <PasskeyRow passkey={passkey} />}
      </SettingsList>
      <AddPasskeyForm />
    </SettingsSection>
  );
}
