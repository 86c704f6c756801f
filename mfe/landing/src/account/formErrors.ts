import { ApiError } from '@market-muse/client';
import { toastError } from '@market-muse/ui';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * What a form of the account page does with a failed request: the server's 400 that names one of `fields`
 * ('currentPassword: …') goes beside that field, focused; anything else is a toast titled `title`.
 */
export const showFormError =
  <Values extends FieldValues>(
    form: UseFormReturn<Values>,
    fields: ReadonlyArray<Path<Values>>,
    title: string,
  ) =>
  (error: Error) => {
    const field =
      error instanceof ApiError && error.status === 400
        ? fields.find((name) => error.body.startsWith(`${name}: `))
        : undefined;
    if (field && error instanceof ApiError)
      form.setError(field, { message: error.userMessage }, { shouldFocus: true });
    else toastError(title, error, 'Please try again.');
  };
