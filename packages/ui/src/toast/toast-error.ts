import type * as React from 'react';
import type { ToastHandle } from './toast-store.ts';
import { toast } from './use-toast.ts';

/**
 * An error that carries words a person can read (the API client's errors carry the server's own text).
 * An empty `userMessage` means it has none.
 */
export interface ReadableError {
  readonly userMessage: string;
}

const isReadable = (error: unknown): error is ReadableError =>
  typeof error === 'object' &&
  error !== null &&
  'userMessage' in error &&
  typeof error.userMessage === 'string' &&
  error.userMessage !== '';

/**
 * The kit's one error toast: the title says what failed, the description why. Given an error, the
 * description is the error's own words when it has them (`userMessage`), else the fallback; given text,
 * that text.
 *
 * ```ts
 * toastError('Error creating project', error, 'Please try again');
 * toastError('Logout failed', 'Please try again.');
 * ```
 */
export function toastError(title: React.ReactNode, why?: unknown, fallback?: string): ToastHandle {
  const description = typeof why === 'string' ? why : isReadable(why) ? why.userMessage : fallback;
  return toast(
    description === undefined
      ? { variant: 'destructive', title }
      : { variant: 'destructive', title, description },
  );
}
