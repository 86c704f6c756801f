import type * as React from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY } from './toast-config.ts';

export type ToastVariant = 'default' | 'destructive';

/** What callers pass to `toast()`; any other Radix Toast.Root prop may ride along (e.g. duration). */
export type ToastInput = {
  title?: React.ReactNode;
  description?: React.ReactNode;
  /** A <ToastAction altText="..."> element. */
  action?: React.ReactElement;
  variant?: ToastVariant;
  duration?: number;
  className?: string;
};

export type ToasterToast = ToastInput & {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export type ToastState = { readonly toasts: readonly ToasterToast[] };

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure state transition (the classic shadcn use-toast reducer, minus its side effect). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

export type ToastHandle = {
  id: string;
  dismiss: () => void;
  update: (props: Partial<ToastInput>) => void;
};

export type ToastStore = {
  getState: () => ToastState;
  subscribe: (listener: () => void) => () => void;
  dispatch: (action: ToastAction) => void;
  toast: (props: ToastInput) => ToastHandle;
  /** Closes one toast (or all); it is removed from the store TOAST_REMOVE_DELAY ms later. */
  dismiss: (toastId?: string) => void;
  /** Drops one toast (or all) from the store at once. */
  remove: (toastId?: string) => void;
};

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/** A self-contained store; the kit's singleton is made with it, tests make their own. */
export function createToastStore(
  timers: Timers = {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof globalThis.setTimeout>),
  },
): ToastStore {
  let state: ToastState = { toasts: [] };
  let count = 0;
  const listeners = new Set<() => void>();
  const removeTimers = new Map<string, unknown>();

  const queueRemoval = (toastId: string) => {
    if (removeTimers.has(toastId)) return;
    removeTimers.set(
      toastId,
      timers.setTimeout(() => {
        removeTimers.delete(toastId);
        dispatch({ type: 'REMOVE_TOAST', toastId });
      }, TOAST_REMOVE_DELAY),
    );
  };

  const dispatch = (action: ToastAction) => {
    if (action.type === 'DISMISS_TOAST') {
      for (const t of state.toasts)
        if (action.toastId === undefined || t.id === action.toastId) queueRemoval(t.id);
    }
    if (action.type === 'REMOVE_TOAST') {
      for (const [id, handle] of removeTimers) {
        if (action.toastId === undefined || id === action.toastId) {
          timers.clearTimeout(handle);
          removeTimers.delete(id);
        }
      }
    }
    state = toastReducer(state, action);
    for (const listener of listeners) listener();
  };

  const dismiss = (toastId?: string) =>
    dispatch(toastId === undefined ? { type: 'DISMISS_TOAST' } : { type: 'DISMISS_TOAST', toastId });

  const toast = (props: ToastInput): ToastHandle => {
    count = (count + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(count);
    dispatch({
      type: 'ADD_TOAST',
      toast: {
        ...props,
        id,
        open: true,
        // Radix closes the toast (timeout, swipe, close button, Escape): keep the store in step.
        onOpenChange: (open) => {
          if (!open) dismiss(id);
        },
      },
    });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
    };
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch,
    toast,
    dismiss,
    remove: (toastId) =>
      dispatch(toastId === undefined ? { type: 'REMOVE_TOAST' } : { type: 'REMOVE_TOAST', toastId }),
  };
}

/**
 * The kit's one store. Module federation shares @market-muse/ui as a singleton, so every remote's
 * `toast()` reaches the shell's <Toaster />. Keeping it on globalThis as well means that even a
 * misconfigured remote carrying its own copy of the kit still talks to the same toaster.
 */
const STORE_KEY = Symbol.for('@market-muse/ui/toast-store@1');
const registry = globalThis as typeof globalThis & { [STORE_KEY]?: ToastStore };
export const toastStore: ToastStore = registry[STORE_KEY] ?? createToastStore();
registry[STORE_KEY] = toastStore;
