import * as React from 'react';
import { type ToastHandle, type ToastInput, type ToastState, toastStore } from './toast-store.ts';

/** Shows a toast from anywhere (any remote, outside React too); replaces the one on screen. */
export function toast(props: ToastInput): ToastHandle {
  return toastStore.toast(props);
}

export function useToast(): ToastState & {
  toast: typeof toast;
  dismiss: (toastId?: string) => void;
  remove: (toastId?: string) => void;
} {
  const state = React.useSyncExternalStore(toastStore.subscribe, toastStore.getState, toastStore.getState);
  return { ...state, toast, dismiss: toastStore.dismiss, remove: toastStore.remove };
}
