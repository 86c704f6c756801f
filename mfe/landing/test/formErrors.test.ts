import { ApiError } from '@market-muse/client';
import { toastStore } from '@market-muse/ui';
import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { showFormError } from '../src/account/formErrors.ts';

type Values = { newEmail: string; password: string };

/** A form that records what the handler set on it. */
const formRecording = () => {
  const set: Array<[string, string | undefined]> = [];
  const form = {
    setError: (field: string, error: { message?: string }) => set.push([field, error.message]),
  } as unknown as UseFormReturn<Values>;
  return { form, set };
};

describe('a failed account form request', () => {
  it("puts the server's 400 beside the field it names, in the person's words", () => {
    const { form, set } = formRecording();
    showFormError(
      form,
      ['newEmail', 'password'],
      'Could not change the email',
    )(new ApiError(400, 'Bad Request', 'password: That is not your password'));
    expect(set).toEqual([['password', 'That is not your password']]);
  });

  it('toasts anything else: a field the form does not have, another status, a network failure', () => {
    for (const error of [
      new ApiError(400, 'Bad Request', 'name: is required'),
      new ApiError(429, 'Too Many Requests', 'password: Try again in 2 minutes.'),
      new TypeError('Failed to fetch'),
    ]) {
      const { form, set } = formRecording();
      const before = toastStore.getState().toasts[0];
      showFormError(form, ['newEmail', 'password'], 'Could not change the email')(error);
      expect(set).toEqual([]);
      const shown = toastStore.getState().toasts[0];
      expect(shown).not.toBe(before);
      expect(shown?.title).toBe('Could not change the email');
    }
  });
});
