import { useClient } from '@market-muse/client';
import type { AccountSession } from '@market-muse/contracts';
import {
  Badge,
  Button,
  SettingsList,
  SettingsNote,
  SettingsRow,
  SettingsSection,
  toastError,
} from '@market-muse/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Monitor } from 'lucide-react';
import { SESSIONS_QUERY_KEY, useSessions } from './queries.ts';

/** A browser's self-description in a few words a person recognises ('Firefox on Linux'). */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

function SessionRow({ session }: { session: AccountSession }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => client.account.signOutSession(session.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
    onError: (error) => toastError('Could not sign that device out', error, 'Please try again.'),
  });
  const device = deviceName(session.userAgent);
  return (
    <SettingsRow
      icon={<Monitor />}
      title={
        <>
          {device}
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </>
      }
      details={[`Signed in ${at(session.createdAt)} · last seen ${at(session.lastSeenAt)}`]}
      actions={
        session.current ? null : (
          <Button
            variant="outline"
            size="sm"
            pending={signOut.isPending}
            aria-label={`Sign out ${device}, signed in ${at(session.createdAt)}`}
            onClick={() => signOut.mutate()}
          >
            Sign out
          </Button>
        )
      }
    />
  );
}

/** The signed-in devices, each with a way to sign it out, and all the others at once. */
export function SessionsSection() {
  const client = useClient();
  const queryClient = useQueryClient();
  const sessions = useSessions();
  const others = useMutation({
    mutationFn: client.account.signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
    onError: (error) => toastError('Could not sign the other devices out', error, 'Please try again.'),
  });
  return (
    <SettingsSection
      id="account-sessions"
      title="Signed-in devices"
      description="Sign out a device you do not recognise, or every device but this one."
    >
      <SettingsList
        query={sessions}
        label="Signed-in devices"
        pending="Loading your devices..."
        failed="Could not load your devices"
        keyOf={(session) => session.id}
        after={(list) =>
          list.some((session) => !session.current) ? (
            <Button
              variant="outline"
              className="landing:self-start"
              pending={others.isPending}
              onClick={() => others.mutate()}
            >
              Sign out everywhere else
            </Button>
          ) : (
            <SettingsNote>This is the only signed-in device.</SettingsNote>
          )
        }
      >
        {(session) => <SessionRow session={session} />}
      </SettingsList>
    </SettingsSection>
  );
}
