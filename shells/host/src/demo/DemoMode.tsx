import { ClientProvider, createHttpClient, type MarketMuseClient } from '@market-muse/client';
import { LoadingScreen, toast, toastError } from '@market-muse/ui/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  Fragment,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REMOTES_MANIFEST_KEY } from '../federation/remotes-manifest.ts';
import { readDemoFlag, writeDemoFlag } from './demo-flag.ts';

// The banner uses the full kit (a Dialog): fetched when a demo runs, never on the landing's first load.
const DemoBanner = lazy(() => import('./DemoBanner.tsx').then((m) => ({ default: m.DemoBanner })));

// Demo mode: which client the shell provides. Screens only ever see a MarketMuseClient; the
// local one (IndexedDB + the advisor engine) is a chunk of its own, loaded when a demo starts, so the
// landing page never pays for it.

type LocalModule = typeof import('@market-muse/client/local');
type LocalClient = ReturnType<LocalModule['createLocalClient']>;

let localModule: Promise<LocalModule> | null = null;
const loadLocal = () => {
  localModule ??= import(/* webpackChunkName: "demo" */ '@market-muse/client/local');
  return localModule;
};

/** The path 'Try the demo' links to: the shell starts (or resumes) the demo there. */
export const DEMO_PATH = '/demo';

type Mode =
  | { readonly kind: 'off' }
  | { readonly kind: 'starting'; readonly fresh: boolean }
  | { readonly kind: 'active'; readonly local: LocalClient }
  | { readonly kind: 'keeping' }
  | { readonly kind: 'importing' };

const initialMode = (): Mode => {
  const flag = readDemoFlag();
  if (flag === 'active') return { kind: 'starting', fresh: false };
  if (flag === 'keeping') return { kind: 'keeping' };
  return { kind: 'off' };
};

export function DemoMode({ children }: { children: ReactNode }) {
  const http = useMemo(() => createHttpClient(), []);
  const [mode, setMode] = useState<Mode>(initialMode);
  // Every switch of client remounts the app below: no screen keeps an answer of the other client.
  const [generation, setGeneration] = useState(0);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const switchTo = useCallback(
    (next: Mode) => {
      void queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== REMOTES_MANIFEST_KEY[0] });
      setGeneration((g) => g + 1);
      setMode(next);
    },
    [queryClient],
  );

  const leave = useCallback(() => {
    writeDemoFlag(null);
    switchTo({ kind: 'off' });
  }, [switchTo]);

  // Starting (or resuming after a reload): load the chunk, sign the demo visitor in, provide the client.
  const starting = mode.kind === 'starting' ? mode : null;
  useEffect(() => {
    if (!starting) return;
    let cancelled = false;
    void (async () => {
      try {
        const { createLocalClient } = await loadLocal();
        const local = createLocalClient();
        await local.start();
        if (cancelled) return;
        writeDemoFlag('active');
        switchTo({ kind: 'active', local });
        if (starting.fresh) navigate('/', { replace: true });
      } catch (error) {
        console.error('[demo]', error);
        if (cancelled) return;
        writeDemoFlag(null);
        switchTo({ kind: 'off' });
        toastError(
          'The demo could not start',
          'This browser does not let the demo store its data. Please sign up instead.',
        );
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [starting, switchTo, navigate]);

  // /demo starts the demo, or goes home when it already runs.
  useEffect(() => {
    if (pathname !== DEMO_PATH) return;
    if (mode.kind === 'active') navigate('/', { replace: true });
    else if (mode.kind === 'off' || mode.kind === 'keeping') setMode({ kind: 'starting', fresh: true });
  }, [pathname, mode.kind, navigate]);

  // Keeping the work: once an account is signed in (the sign-up form reloads the page), move it over.
  const importing = useRef(false);
  useEffect(() => {
    if (mode.kind !== 'keeping' || importing.current) return;
    let cancelled = false;
    void http.auth
      .currentUser()
      .then(async (user) => {
        if (!user || cancelled) return;
        importing.current = true;
        setMode({ kind: 'importing' });
        try {
          const { createLocalClient, deleteLocalStore, keepDemoWork } = await loadLocal();
          const local = createLocalClient();
          const snapshot = await local.snapshot();
          if (snapshot) await keepDemoWork(snapshot, http);
          await local.close();
          await deleteLocalStore();
          writeDemoFlag(null);
          switchTo({ kind: 'off' });
          toast({
            title: 'Your demo work is saved',
            description: 'Everything you did is in your account now.',
          });
        } catch (error) {
          console.error('[demo]', error);
          switchTo({ kind: 'keeping' });
          toastError(
            'Could not move your demo work',
            'Your account is ready, and the demo is still in this browser. Please try again.',
          );
        } finally {
          importing.current = false;
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [mode.kind, http, switchTo]);

  const client: MarketMuseClient = useMemo(() => {
    if (mode.kind !== 'active') return http;
    const { local } = mode;
    // Signing out of the demo leaves it; the demo's data stays for the next 'Try the demo'.
    return {
      ...local,
      auth: {
        ...local.auth,
        logout: async () => {
          await local.auth.logout();
          await local.close();
          leave();
        },
      },
    };
  }, [mode, http, leave]);

  if (mode.kind === 'starting' || (pathname === DEMO_PATH && mode.kind !== 'active'))
    return <LoadingScreen message="Starting the demo..." />;
  if (mode.kind === 'importing') return <LoadingScreen message="Saving your demo work to your account..." />;

  const banner =
    mode.kind === 'active' ? (
      <DemoBanner
        kind="active"
        onCreateAccount={() => {
          void mode.local.close();
          writeDemoFlag('keeping');
          switchTo({ kind: 'keeping' });
          navigate('/login', { replace: false });
        }}
        onReset={async () => {
          const { deleteLocalStore } = await loadLocal();
          await mode.local.close();
          await deleteLocalStore();
          switchTo({ kind: 'starting', fresh: true });
        }}
      />
    ) : mode.kind === 'keeping' ? (
      <DemoBanner
        kind="keeping"
        onBackToDemo={() => {
          writeDemoFlag('active');
          switchTo({ kind: 'starting', fresh: true });
        }}
      />
    ) : null;

  return (
    <ClientProvider client={client}>
      <Fragment key={generation}>
        {banner && <Suspense fallback={null}>{banner}</Suspense>}
        {children}
      </Fragment>
    </ClientProvider>
  );
}
