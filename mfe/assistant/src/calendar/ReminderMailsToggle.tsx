import { useReminderSettings, useSetReminderMails } from '@market-muse/client';
import { Button, toast, toastError } from '@market-muse/ui';
import { Mail, MailX } from 'lucide-react';

/** Due posts always show on the calendar; the mail at the planned time is the creative's choice. */
export function ReminderMailsToggle() {
  const settings = useReminderSettings();
  const set = useSetReminderMails();
  if (!settings.isSuccess) return null;
  const on = settings.data.byMail;
  const toggle = () =>
    set.mutate(!on, {
      onSuccess: ({ byMail }) => toast({ title: byMail ? 'Reminder mails on' : 'Reminder mails off' }),
      onError: (error) => toastError('Error', error, 'Please try again.'),
    });
  return (
    <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2">
      <Button variant="outline" size="sm" aria-pressed={on} pending={set.isPending} onClick={toggle}>
        {on ? <Mail aria-hidden="true" /> : <MailX aria-hidden="true" />} E-mail me when a post is due
      </Button>
      <span className="assistant:text-muted-foreground assistant:text-xs">
        {on ? 'On: a mail with the caption at each post’s time.' : 'Off: due posts show here only.'}
      </span>
    </div>
  );
}
