import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import { Button, FormField, Input, PasswordInput, toastError } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { LABELS, PASSWORD_HINT, type SignUpValues, signUpSchema } from './schemas.ts';

/**
 * Sign Up: first and last name, email, password (min 8); success reloads / when the new session opens the
 * account. The server answers a taken email as a new one (it never says whether an address is registered)
 * with a session that opens nothing, and mails the owner: the form then asks them to check their inbox.
 */
export function SignUpForm() {
  const client = useClient();
  const form = useForm<SignUpValues>({
    resolver: standardSchemaResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: async (values: SignUpValues) => {
      const created = await client.auth.register(values);
      return { email: created.email, signedIn: (await client.auth.currentUser()) !== null };
    },
    onSuccess: ({ signedIn }) => {
      if (signedIn) window.location.href = '/';
    },
    onError: (error) => toastError('Signup Failed', error, 'Signup failed'),
  });
  const { errors } = form.formState;
  if (mutation.data && !mutation.data.signedIn)
    return (
      <div
        role="status"
        className="landing:flex landing:flex-col landing:items-center landing:gap-3 landing:text-center"
      >
        <MailCheck aria-hidden="true" className="landing:size-8 landing:text-primary" />
        <p className="landing:font-medium">Check your inbox to continue</p>
        <p className="landing:text-muted-foreground landing:text-sm">
          We sent a message to {mutation.data.email} with what to do next.
        </p>
      </div>
    );
  return (
    <form
      noValidate
      // The contract's checks load on the first focus, ready by the time the form is sent.
      onFocus={preloadContract}
      aria-label="Sign up"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="landing:flex landing:flex-col landing:gap-4"
    >
      <div className="landing:grid landing:gap-4 landing:sm:grid-cols-2">
        <FormField label={LABELS.firstName} error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={LABELS.lastName} error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={LABELS.email} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField
        label={LABELS.password}
        description={PASSWORD_HINT}
        error={errors.password?.message}
        required
      >
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button
        type="submit"
        className="landing:w-full"
        pending={mutation.isPending || mutation.data?.signedIn === true}
      >
        Create Account
      </Button>
    </form>
  );
}
