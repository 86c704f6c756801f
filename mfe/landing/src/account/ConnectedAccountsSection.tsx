import { ApiError, preloadContract, useClient } from '@market-muse/client';
import type { ConnectedAccount } from '@market-muse/contracts';
import {
  Badge,
  Button,
  FormField,
  Input,
  PasswordInput,
  SettingsList,
  SettingsNote,
  SettingsRow,
  SettingsSection,
  toast,
  toastError,
} from '@market-muse/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export const CONNECTIONS_QUERY_KEY = ['/api/account/connections'] as const;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const FIELDS = ['identifier', 'appPassword', 'service'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Connecting (or reconnecting) a Bluesky account: the handle, an app password made in Bluesky's settings,
 * and the server when it is not Bluesky's own. The server's refusal lands beside the field it names.
 */
function ConnectBlueskyForm({ handle, onDone }: { handle?: string; onDone?: () => void }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ identifier: handle ?? '', appPassword: '', service: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const connect = useMutation({
    mutationFn: () =>
      client.connections.connectBluesky({
        identifier: values.identifier,
        appPassword: values.appPassword,
        ...(values.service.trim() ? { service: values.service.trim() } : {}),
      }),
    onSuccess: (account) => {
      setValues({ identifier: '', appPassword: '', service: '' });
      toast({ title: 'Bluesky connected', description: `Posts can now publish to @${account.handle}.` });
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
    },
    onError: (error) => {
      const field =
        error instanceof ApiError && error.status === 400
          ? FIELDS.find((name) => error.body.startsWith(`${name}: `))
          : undefined;
      if (field && error instanceof ApiError) setErrors({ [field]: error.userMessage });
      else toastError('Could not connect Bluesky', error, 'Please try again.');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!values.identifier.trim()) missing.identifier = 'Enter your Bluesky handle';
    if (!values.appPassword.trim()) missing.appPassword = 'Enter an app password';
    setErrors(missing);
    if (Object.keys(missing).length === 0) connect.mutate();
  };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <form
      noValidate
      onFocus={preloadContract}
      aria-label={handle ? 'Reconnect Bluesky' : 'Connect Bluesky'}
      onSubmit={submit}
      className="landing:flex landing:max-w-md landing:flex-col landing:gap-4"
    >
      <FormField
        label="Bluesky handle"
        description="e.g. yourname.bsky.social"
        error={errors.identifier}
        required
      >
        <Input autoComplete="username" value={values.identifier} onChange={set('identifier')} />
      </FormField>
      <FormField
        label="App password"
        description="Make one in Bluesky under Settings → Privacy and security → App passwords."
        error={errors.appPassword}
        required
      >
        <PasswordInput autoComplete="off" value={values.appPassword} onChange={set('appPassword')} />
      </FormField>
      <FormField
        label="Server (optional)"
        description="Only if your account lives on its own server (PDS): its address, e.g. https://pds.example.com."
        error={errors.service}
      >
        <Input type="url" inputMode="url" value={values.service} onChange={set('service')} />
      </FormField>
      <Button type="submit" className="landing:self-start" pending={connect.isPending}>
        {handle ? 'Reconnect Bluesky' : 'Connect Bluesky'}
      </Button>
    </form>
  );
}

function AccountRow({ account }: { account: ConnectedAccount }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const [reconnecting, setReconnecting] = useState(false);
  const disconnect = useMutation({
    mutationFn: () => client.connections.disconnectBluesky(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY }),
    onError: (error) => toastError('Could not disconnect Bluesky', error, 'Please try again.'),
  });
  const revoked = account.status === 'needs_reconnect';
  return (
    <SettingsRow
      title={
        <>
          Bluesky{' '}
          <Badge variant={revoked ? 'destructive' : 'secondary'}>
            {revoked ? 'Needs reconnecting' : 'Connected'}
          </Badge>
        </>
      }
      details={[`@${account.handle}`, `Connected ${when.format(new Date(account.connectedAt))}`]}
      actions={
        <>
          {revoked && !reconnecting ? (
            <Button size="sm" onClick={() => setReconnecting(true)}>
              Reconnect
            </Button>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            pending={disconnect.isPending}
            aria-label={`Disconnect Bluesky (@${account.handle})`}
            onClick={() => disconnect.mutate()}
          >
            Disconnect
          </Button>
        </>
      }
      below={
        revoked ? (
          <>
            <p role="alert" className="landing:flex landing:items-start landing:gap-2 landing:text-sm">
              <TriangleAlert
                aria-hidden="true"
                className="landing:mt-0.5 landing:size-4 landing:shrink-0 landing:text-destructive"
              />
              Bluesky refused the app password (it was revoked?). Posts set to publish automatically wait
              until you connect again with a new app password.
            </p>
            {reconnecting ? (
              <ConnectBlueskyForm handle={account.handle} onDone={() => setReconnecting(false)} />
            ) : null}
          </>
        ) : null
      }
    />
  );
}

/** The social accounts planned posts publish to: connect, reconnect when revoked, disconnect. */
export function ConnectedAccountsSection() {
  const client = useClient();
  const accounts = useQuery({
    queryKey: CONNECTIONS_QUERY_KEY,
    queryFn: ({ signal }) => client.connections.list(signal),
  });
  return (
    <SettingsSection
      id="account-connections"
      title="Connected accounts"
      description="Where planned posts are published automatically at their time. Your app password is kept encrypted and can be revoked in Bluesky at any time."
    >
      <SettingsList
        query={accounts}
        label="Connected accounts"
        pending="Loading your connected accounts..."
        failed="Could not load your connected accounts"
        empty={
          <>
            <SettingsNote>
              No account is connected yet: connect Bluesky to publish planned posts automatically.
            </SettingsNote>
            <ConnectBlueskyForm />
          </>
        }
        keyOf={(account) => account.network}
      >
        {(account) => <AccountRow account={account} />}
      </SettingsList>
    </SettingsSection>
  );
}
