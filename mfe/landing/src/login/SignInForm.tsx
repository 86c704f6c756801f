import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import { Button, FormField, Input, PasswordInput, toastError } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { PasskeySignIn } from './PasskeySignIn.tsx';
import { LABELS, type SignInValues, signInSchema } from './schemas.ts';
import { usePasskeyAutofill } from './usePasskeyAutofill.ts';

/**
 * Sign In: email and password, or a passkey (from the e-mail field's autofill or the button); success
 * reloads / so the shell starts signed in.
 */
export function SignInForm() {
  const client = useClient();
  const autofill = usePasskeyAutofill();
  const form = useForm<SignInValues>({
    resolver: standardSchemaResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: client.auth.login,
    onSuccess: () => {
      autofill.stop();
      window.location.href = '/';
    },
    onError: (error) => toastError('Login Failed', error, 'Login failed'),
  });
  const { errors } = form.formState;
  return (
    <div className="landing:flex landing:flex-col landing:gap-4">
      <form
        noValidate
        // The contract's checks load on the first focus, ready by the time the form is sent.
        onFocus={preloadContract}
        aria-label="Sign in"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="landing:flex landing:flex-col landing:gap-4"
      >
        <FormField label={LABELS.email} error={errors.email?.message} required>
          <Input
            type="email"
            // 'webauthn' lets the browser offer passkeys in this field's autofill beside saved e-mails.
            autoComplete="username webauthn"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
        <FormField label={LABELS.password} error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Link
          to="/forgot-password"
          className="landing:-mt-2 landing:self-end landing:text-primary landing:text-sm landing:underline-offset-4 landing:hover:underline"
        >
          Forgot your password?
        </Link>
        <Button type="submit" className="landing:w-full" pending={mutation.isPending || mutation.isSuccess}>
          Sign In
        </Button>
      </form>
      {/* Outside the form: pressing Enter in a field signs in with the password, never with a passkey. */}
      <PasskeySignIn />
    </div>
  );
}
