import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import { Button, FormField, PasswordInput, SettingsSection, toast } from '@market-muse/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { showFormError } from './formErrors.ts';
import { SESSIONS_QUERY_KEY } from './queries.ts';
import { type ChangePasswordValues, changePasswordSchema, NEW_PASSWORD_HINT } from './schemas.ts';

/** Changing the password: the current one first; every other device is signed out after. */
export function PasswordSection() {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = useForm<ChangePasswordValues>({
    resolver: standardSchemaResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const mutation = useMutation({
    mutationFn: client.account.changePassword,
    onSuccess: () => {
      form.reset();
      toast({ title: 'Password changed', description: 'Every other device was signed out.' });
      return queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY });
    },
    // A wrong current password belongs beside its field; anything else is a toast.
    onError: showFormError(form, ['currentPassword'], 'Could not change the password'),
  });
  const { errors } = form.formState;
  return (
    <SettingsSection
      id="account-password"
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <form
        noValidate
        onFocus={preloadContract}
        aria-label="Change password"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="landing:flex landing:max-w-md landing:flex-col landing:gap-4"
      >
        <FormField label="Current password" error={errors.currentPassword?.message} required>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <FormField
          label="New password"
          description={NEW_PASSWORD_HINT}
          error={errors.newPassword?.message}
          required
        >
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <Button type="submit" className="landing:self-start" pending={mutation.isPending}>
          Change password
        </Button>
      </form>
    </SettingsSection>
  );
}
