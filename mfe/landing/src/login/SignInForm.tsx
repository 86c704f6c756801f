import { zodResolver } from '@hookform/resolvers/zod';
import { serverText, useClient } from '@market-muse/client';
import { Button, FormField, Input, PasswordInput, toast } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';

import { type SignInValues, signInSchema } from './schemas.ts';

/** Spec §2 Sign In: email and password; success reloads / so the shell starts signed in. */
export function SignInForm() {
  const client = useClient();
  const form = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: client.auth.login,
    onSuccess: () => {
      window.location.href = '/';
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Login Failed',
        description: serverText(error, 'Login failed'),
      }),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      aria-label="Sign in"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="landing:flex landing:flex-col landing:gap-4"
    >
      <FormField label="Email" error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} required>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="landing:w-full" pending={mutation.isPending || mutation.isSuccess}>
        Sign In
      </Button>
    </form>
  );
}
