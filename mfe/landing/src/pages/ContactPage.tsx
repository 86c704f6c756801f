import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { preloadContract, useClient, useCurrentUser } from '@market-muse/client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
  Textarea,
  toastError,
} from '@market-muse/ui';
import { useMutation } from '@tanstack/react-query';
import { Mail, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CONTACT_EMAIL } from '../landing/content.ts';
import { type ContactValues, contactSchema } from './contact-form.ts';
import { SignedInAware } from './in-app.tsx';
import { PublicLayout } from './PublicLayout.tsx';

/** "Contact": the mail address, and a form whose message is mailed to the team. */
export default function ContactPage() {
  return (
    <SignedInAware>
      <Contact />
    </SignedInAware>
  );
}

function Contact() {
  const client = useClient();
  // Signed in, the form starts with the account's name and address.
  const user = useCurrentUser().data;
  const form = useForm<ContactValues>({
    resolver: standardSchemaResolver(contactSchema),
    defaultValues: {
      name: [user?.firstName, user?.lastName].filter(Boolean).join(' '),
      email: user?.email ?? '',
      message: '',
    },
  });
  const mutation = useMutation({
    mutationFn: client.contact.send,
    onError: (error) => toastError('Your message was not sent', error, 'Please try again.'),
  });
  const errors = form.formState.errors;
  return (
    <PublicLayout
      title="Contact us"
      lede="Questions, ideas, a problem with your account: a person reads every message and answers within two working days."
    >
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">Write to us</CardTitle>
          <CardDescription>From your own mail app, to the team directly.</CardDescription>
        </CardHeader>
        <CardContent>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="landing:inline-flex landing:items-center landing:gap-2 landing:rounded-sm landing:font-medium landing:text-primary landing:underline-offset-4 landing:hover:underline landing:focus-visible:outline-2 landing:focus-visible:outline-ring"
          >
            <Mail aria-hidden="true" className="landing:size-4" />
            {CONTACT_EMAIL}
          </a>
        </CardContent>
      </Card>

      <Card aria-labelledby="contact-form-title">
        <CardHeader>
          <CardTitle id="contact-form-title" asHeading="h2">
            Send a message
          </CardTitle>
          <CardDescription>We answer at the email address you give.</CardDescription>
        </CardHeader>
        <CardContent>
          {mutation.isSuccess ? (
            <div role="status" className="landing:flex landing:flex-col landing:items-start landing:gap-3">
              <MailCheck aria-hidden="true" className="landing:size-8 landing:text-primary" />
              <p>{mutation.data.message}</p>
              <Button
                variant="outline"
                onClick={() => {
                  form.reset();
                  mutation.reset();
                }}
              >
                Send another message
              </Button>
            </div>
          ) : (
            <form
              noValidate
              onFocus={preloadContract}
              aria-labelledby="contact-form-title"
              onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
              className="landing:flex landing:flex-col landing:gap-4"
            >
              <FormField label="Name" error={errors.name?.message} required>
                <Input autoComplete="name" {...form.register('name')} />
              </FormField>
              <FormField label="Email" error={errors.email?.message} required>
                <Input
                  type="email"
                  autoComplete="email"
                  placeholder="you@example.com"
                  {...form.register('email')}
                />
              </FormField>
              <FormField label="Message" error={errors.message?.message} required>
                <Textarea rows={6} {...form.register('message')} />
              </FormField>
              <Button type="submit" className="landing:w-fit" pending={mutation.isPending}>
                Send message
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </PublicLayout>
  );
}
