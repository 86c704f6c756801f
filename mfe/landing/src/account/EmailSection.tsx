import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient } from '@market-muse/client';
import { Button, FormField, Input, PasswordInput, SettingsSection } from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { showFormError } from './formErrors.ts';
import { type ChangeEmailValues, changeEmailSchema } from './schemas.ts';

const FIELDS = ['newEmail', 'password'] as const;

/** Moving the account to another email: a link goes to the new address, and the change waits for it. */
export function EmailSection() {
  const client = useClient();
  const form = useForm<ChangeEmailValues>({
    resolver: standardSchemaResolver(changeEmailSchema),
    defaultValues: { newEmail: '', password: '' },
  });
  const mutation = useMutation({
    mutationFn: client.account.changeEmail,
    onSuccess: () => form.reset(),
    onError: showFormError(form, FIELDS, 'Could not change the email'),
  });
  const { errors } = form.formState;
  return (
    <SettingsSection
      id="account-email"
      title="Email"
      description="We send a link to the new address; your email changes when you open it."
    >
      {mutation.isSuccess ? (
        <p role="status" className="landing:flex landing:items-center landing:gap-2 landing:text-sm">
          <MailCheck aria-hidden="true" className="landing:size-4 landing:text-primary" />
          {mutation.data.message}
        </p>
      ) : null}
      <form
        noValidate
        onFocus={preloadContract}
        aria-label="Change email"
        onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
        className="landing:flex landing:max-w-md landing:flex-col landing:gap-4"
      >
        <FormField label="New email" error={errors.newEmail?.message} required>
          <Input type="email" autoComplete="email" {...form.register('newEmail')} />
        </FormField>
        <FormField label="Password" error={errors.password?.message} required>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" variant="outline" className="landing:self-start" pending={mutation.isPending}>
          Send the link
        </Button>
      </form>
    </SettingsSection>
  );
}
