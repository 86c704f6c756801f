import { useClient } from '@market-muse/client';
import type { AccountSession } from '@market-muse/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  QueryState,
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
    <li className="landing:flex landing:flex-wrap landing:items-center landing:gap-3 landing:rounded-lg landing:border landing:border-border landing:p-3">
      <Monitor aria-hidden="true" className="landing:size-5 landing:text-muted-foreground" />
      <div className="landing:flex landing:min-w-0 landing:flex-1 landing:flex-col">
        <span className="landing:flex landing:flex-wrap landing:items-center landing:gap-2 landing:font-medium">
          {device}
          {session.current ? <Badge variant="secondary">This device</Badge> : null}
        </span>
        <span className="landing:text-muted-foreground landing:text-sm">
          Signed in {at(session.createdAt)} · last seen {at(session.lastSeenAt)}
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          pending={signOut.isPending}
          aria-label={`Sign out ${device}, signed in ${at(session.createdAt)}`}
          onClick={() => signOut.mutate()}
        >
          Sign out
        </Button>
      )}
    </li>
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
    <Card aria-labelledby="account-sessions">
      <CardHeader>
        <CardTitle id="account-sessions" role="heading" aria-level={2}>
          Signed-in devices
        </CardTitle>
        <CardDescription>
          Sign out a device you do not recognise, or every device but this one.
        </CardDescription>
      </CardHeader>
      <CardContent className="landing:flex landing:flex-col landing:gap-4">
        <QueryState
          query={sessions}
          pending="Loading your devices..."
          error={{ title: 'Could not load your devices' }}
        >
          {(list) => (
            <>
              <ul aria-label="Signed-in devices" className="landing:flex landing:flex-col landing:gap-2">
                {list.map((session) => (
                  <SessionRow key={session.id} session={session} />
                ))}
              </ul>
              {list.some((session) => !session.current) ? (
                <Button
                  variant="outline"
                  className="landing:self-start"
                  pending={others.isPending}
                  onClick={() => others.mutate()}
                >
                  Sign out everywhere else
                </Button>
              ) : (
                <p className="landing:text-muted-foreground landing:text-sm">
                  This is the only signed-in device.
                </p>
              )}
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
