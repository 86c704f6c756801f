import { useClient } from '@market-muse/client';
import {
  type ConnectedProvider,
  PROVIDER_CONNECTED,
  PROVIDER_LINKED,
  providerConnectMessage,
} from '@market-muse/contracts';
import { Button, SettingsList, SettingsRow, SettingsSection, toastError } from '@market-muse/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, KeyRound } from 'lucide-react';
import { useSearchParams } from 'react-router';

export const CONNECTED_PROVIDERS_QUERY_KEY = ['/api/account/providers'] as const;
/** 'Connect' hands the browser to the provider, bound to this account; the provider sends it back here. */
const CONNECT_PATH = '/api/account/providers/connect';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function ProviderRow({ provider }: { provider: ConnectedProvider }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const disconnect = useMutation({
    mutationFn: () => client.signInProviders.disconnect(provider.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONNECTED_PROVIDERS_QUERY_KEY }),
    // The refusal to take the last way in says what to do instead.
    onError: (error) => toastError(`Could not disconnect ${provider.name}`, error, 'Please try again.'),
  });
  return (
    <SettingsRow
      icon={<KeyRound />}
      title={provider.name}
      details={[provider.email, `Connected ${when.format(new Date(provider.connectedAt))}`]}
      actions={
        <Button
          variant="outline"
          size="sm"
          pending={disconnect.isPending}
          aria-label={`Disconnect ${provider.name} (${provider.email})`}
          onClick={() => disconnect.mutate()}
        >
          Disconnect
        </Button>
      }
    />
  );
}

/**
 * The sign-in providers connected to the account, each with a way to disconnect it, and 'Connect <name>'
 * for a configured provider not connected yet.
 */
export function ConnectedProvidersSection() {
  const client = useClient();
  const [search] = useSearchParams();
  const providers = useQuery({
    queryKey: CONNECTED_PROVIDERS_QUERY_KEY,
    queryFn: ({ signal }) => client.signInProviders.connected(signal),
  });
  const available = useQuery({
    queryKey: ['/api/auth/providers'],
    queryFn: ({ signal }) => client.signInProviders.available(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const connectError = providerConnectMessage(search.get('connect-error'));
  const connectable = (available.data ?? []).filter(
    (offered) => providers.isSuccess && !providers.data.some((connected) => connected.name === offered.name),
  );
  return (
    <SettingsSection
      id="account-providers"
      title="Connected sign-in providers"
      description="Accounts elsewhere that sign you in to Market Muse."
    >
      {search.get('connected') ? (
        <p role="status" className="landing:flex landing:items-center landing:gap-2 landing:text-sm">
          <CircleCheck aria-hidden="true" className="landing:size-4 landing:shrink-0 landing:text-primary" />
          {search.get('connected') === 'linked' ? PROVIDER_LINKED : PROVIDER_CONNECTED}
        </p>
      ) : null}
      {connectError ? (
        <p role="alert" className="landing:flex landing:items-start landing:gap-2 landing:text-sm">
          <CircleAlert
            aria-hidden="true"
            className="landing:mt-0.5 landing:size-4 landing:shrink-0 landing:text-destructive"
          />
          {connectError}
        </p>
      ) : null}
      <SettingsList
        query={providers}
        label="Connected sign-in providers"
        pending="Loading your sign-in providers..."
        failed="Could not load your sign-in providers"
        empty="No provider is connected: you sign in with your email and password."
        keyOf={(provider) => provider.id}
      >
        {(provider) => <ProviderRow provider={provider} />}
      </SettingsList>
      {connectable.map((offered) => (
        <Button
          key={offered.id}
          variant="outline"
          className="landing:self-start"
          onClick={() => {
            window.location.href = CONNECT_PATH;
          }}
        >
          Connect {offered.name}
        </Button>
      ))}
    </SettingsSection>
  );
}
