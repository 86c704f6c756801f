import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, queryKeys, useClient } from '@market-muse/client';
import type { Account } from '@market-muse/contracts';
import { Button, FormField, Input, toast } from '@market-muse/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { showFormError } from './formErrors.ts';
import { ACCOUNT_QUERY_KEY } from './queries.ts';
import { type ChangeNameValues, changeNameSchema } from './schemas.ts';

const FIELDS = ['firstName', 'lastName'] as const;

/** The account's name, edited in place; the header greets by the new first name at once. */
export function NameForm({ account }: { account: Account }) {
  const client = useClient();
  const queryClient = useQueryClient();
  const form = useForm<ChangeNameValues>({
    resolver: standardSchemaResolver(changeNameSchema),
    values: { firstName: account.firstName ?? '', lastName: account.lastName ?? '' },
  });
  const mutation = useMutation({
    mutationFn: client.account.changeName,
    onSuccess: (saved) => {
      queryClient.setQueryData(ACCOUNT_QUERY_KEY, saved);
      toast({ title: 'Name saved' });
      // The shell's header and greeting read the signed-in user.
      return queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    },
    onError: showFormError(form, FIELDS, 'Could not save the name'),
  });
  const { errors, isDirty } = form.formState;
  return (
    <form
      noValidate
      onFocus={preloadContract}
      aria-label="Your name"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
      className="landing:flex landing:max-w-md landing:flex-col landing:gap-4"
    >
      <div className="landing:grid landing:gap-4 landing:sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <Button
        type="submit"
        variant="outline"
        className="landing:self-start"
        disabled={!isDirty}
        pending={mutation.isPending}
      >
        Save name
      </Button>
    </form>
  );
}
