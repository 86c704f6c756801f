import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import { Button, FormField, Input, toastError } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AuthFrame } from './AuthFrame.tsx';
import { type ForgotValues, forgotSchema } from './schemas.ts';

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export default function ForgotPasswordPage() {
  const client = useClient();
  const form = useForm<ForgotValues>({
    resolver: standardSchemaResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: client.recovery.forgotPassword,
    onError: (error) => toastError('Could not send the link', error, 'Please try again.'),
  });
  return (
    <AuthFrame
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
    >
      {mutation.isSuccess ? (
        <div
          role="status"
          className="landing:flex landing:flex-col landing:items-center landing:gap-3 landing:text-center"
        >
          <MailCheck aria-hidden="true" className="landing:size-8 landing:text-primary" />
          <p>{mutation.data.message}</p>
          <p className="landing:text-muted-foreground landing:text-sm">
            No mail after a few minutes? Check your spam folder, or ask again.
          </p>
          <Button variant="outline" onClick={() => mutation.reset()}>
            Ask again
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onFocus={preloadContract}
          aria-label="Forgot password"
          onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
          className="landing:flex landing:flex-col landing:gap-4"
        >
          <FormField label="Email" error={form.formState.errors.email?.message} required>
            <Input
              type="email"
              autoComplete="email"
              placeholder="you@example.com"
              {...form.register('email')}
            />
          </FormField>
          <Button type="submit" className="landing:w-full" pending={mutation.isPending}>
            Send the link
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
