import { afterEach, describe, expect, it } from 'vitest';
import { toastError } from './toast-error.ts';
import { toastStore } from './toast-store.ts';

const shown = () => {
  const [current] = toastStore.getState().toasts;
  return current && { variant: current.variant, title: current.title, description: current.description };
};

afterEach(() => toastStore.remove());

describe('toastError: the one destructive toast', () => {
  it("says what failed and why, in the error's own words when it has them", () => {
    toastError('Error creating project', { userMessage: 'Project name is required' }, 'Please try again');
    expect(shown()).toEqual({
      variant: 'destructive',
      title: 'Error creating project',
      description: 'Project name is required',
    });
  });

  it('falls back when the error has no words of its own (a network failure, an empty body)', () => {
    toastError('Error', new TypeError('Failed to fetch'), 'Please try again.');
    expect(shown()?.description).toBe('Please try again.');
    toastError('Error', { userMessage: '' }, 'Please try again.');
    expect(shown()?.description).toBe('Please try again.');
  });

  it('takes a text as the description, or none at all', () => {
    toastError('Logout failed', 'Please try again.');
    expect(shown()).toEqual({
      variant: 'destructive',
      title: 'Logout failed',
      description: 'Please try again.',
    });
    toastError('Download failed');
    expect(shown()).toEqual({ variant: 'destructive', title: 'Download failed', description: undefined });
  });
});
