import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import { Button, FormField, PasswordInput, toastError } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AuthFrame } from './AuthFrame.tsx';
import { NEW_PASSWORD_HINT, type ResetValues, resetSchema } from './schemas.ts';

/** The reset link's page: a new password, then the app, signed in (every other device signed out). */
export default function ResetPasswordPage() {
  const client = useClient();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const form = useForm<ResetValues>({
    resolver: standardSchemaResolver(resetSchema),
    defaultValues: { password: '', token },
  });
  const mutation = useMutation({
    mutationFn: client.recovery.resetPassword,
    onSuccess: () => {
      window.location.href = '/';
    },
    onError: (error) => toastError('Could not set the password', error, 'Please try again.'),
  });
  if (!token)
    return (
      <AuthFrame
        title="This link is incomplete"
        description="Open the link from the mail again, or ask for a new one."
      >
        <Button asChild>
          <Link to="/forgot-password">Ask for a new link</Link>
        </Button>
      </AuthFrame>
    );
  return (
    <AuthFrame
      title="Choose a new password"
      description="Once it is set, you are signed in here and signed out on every other device."
    >
      <form
        noValidate
        onFocus={preloadContract}
        aria-label="Choose a new password"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="landing:flex landing:flex-col landing:gap-4"
      >
        <FormField
          label="New password"
          description={NEW_PASSWORD_HINT}
          error={form.formState.errors.password?.message ?? form.formState.errors.token?.message}
          required
        >
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" className="landing:w-full" pending={mutation.isPending || mutation.isSuccess}>
          Set the new password
        </Button>
        <p className="landing:text-center landing:text-muted-foreground landing:text-sm">
          Link expired?{' '}
          <Link
            to="/forgot-password"
            className="landing:font-medium landing:text-primary landing:underline-offset-4 landing:hover:underline"
          >
            Ask for a new one
          </Link>
        </p>
      </form>
    </AuthFrame>
  );
}
