import type { PostReminderMailsChosen } from '@market-muse/contracts';
import { Effect } from 'effect';
import { handle } from '../commandHandling.ts';
import type { Decider } from '../decider.ts';
import { type CommandContext, unitOfWork } from '../eventStore.ts';

// Whether due-post reminders also come by e-mail: one small stream per creative, apart from the account's
// own, since it is a choice about the calendar's mail and nothing else.

export const postRemindersStream = (userId: string) => ({
  id: `post-reminders-${userId}`,
  type: 'post-reminders',
});

export type ChoosePostReminderMails = {
  readonly type: 'ChoosePostReminderMails';
  readonly userId: string;
  readonly byMail: boolean;
  readonly at: Date;
};
type Event = { readonly type: 'PostReminderMailsChosen'; readonly data: PostReminderMailsChosen };
/** Mail is on until the creative turns it off. */
export type PostReminderMailsState = { readonly byMail: boolean };

export const postReminderMailsDecider: Decider<ChoosePostReminderMails, Event, PostReminderMailsState> = {
  initialState: () => ({ byMail: true }),
  decide: (command, state) =>
    command.byMail === state.byMail
      ? []
      : [
          {
            type: 'PostReminderMailsChosen',
            data: { userId: command.userId, byMail: command.byMail, chosenAt: command.at.toISOString() },
          },
        ],
  evolve: (_state, event) => ({ byMail: event.data.byMail }),
};

export const choosePostReminderMails = (userId: string, byMail: boolean, context: CommandContext) =>
  unitOfWork(
    handle(
      postReminderMailsDecider,
      postRemindersStream(userId),
      { type: 'ChoosePostReminderMails', userId, byMail, at: context.now },
      context,
    ),
  ).pipe(Effect.asVoid);
