import { ApiError, checkForm, contractForm, useSchedulePost, useUpdatePost } from '@market-muse/client';
import type { PlannedPost, PlannedPostSource } from '@market-muse/contracts';
import { PLATFORMS, type Platform, platformLabels } from '@market-muse/contracts/enums';
import {
  graphemeLength,
  platformCharacterLimits,
  postingWindowLabels,
} from '@market-muse/contracts/posting-windows';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Textarea,
  toast,
  toastError,
} from '@market-muse/ui';
import { format } from 'date-fns';
import { Clock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { bestTimeFor, instantOf, localParts, nextBestLocal, parseDay, skippedTime } from './dates.ts';

/** What the add dialog opens with: a day picked on the calendar, or a text from the content ideas. */
export interface PostDraft {
  readonly text?: string;
  readonly platform?: Platform;
  readonly date?: string;
  readonly source?: PlannedPostSource;
}

type Target =
  | { readonly mode: 'add'; readonly draft: PostDraft }
  | { readonly mode: 'edit'; readonly post: PlannedPost };

interface Fields {
  text: string;
  platform: Platform;
  date: string;
  time: string;
  /** Published at its time to the connected Bluesky account (Bluesky posts only). */
  auto: boolean;
}

const initialFields = (target: Target): Fields => {
  if (target.mode === 'edit') {
    const { post } = target;
    return {
      text: post.text,
      platform: post.platform,
      auto: post.publishAutomatically,
      ...localParts(post.scheduledAt),
    };
  }
  const platform = target.draft.platform ?? 'instagram';
  // A picked day gets the platform's best time that day; otherwise its next best window from now.
  const when = target.draft.date
    ? { date: target.draft.date, time: bestTimeFor(platform, target.draft.date) }
    : nextBestLocal(platform);
  return { text: target.draft.text ?? '', platform, auto: false, ...when };
};

/**
 * The contract's SchedulePostRequest checks the text (required, its length) and the platform; the date
 * and time are the screen's own fields, turned into `scheduledAt` when they make an instant.
 */
const postForm = contractForm({
  request: (schemas) => schemas.calendar.schedule.payload,
  toBody: (fields: Fields) => ({ text: fields.text, platform: fields.platform }),
  screenRules: (fields) => ({
    date: !fields.date || !instantOf(fields.date, fields.time) ? 'Pick a date' : undefined,
    time: /^\d{2}:\d{2}$/.test(fields.time) ? undefined : 'Pick a time',
  }),
});

/** Add a post by hand (or from an idea), or edit one: text, platform, date and time. */
export function PostDialog({
  target,
  onClose,
  onSaved,
}: {
  target: Target | null;
  onClose: () => void;
  /** Called with the saved post, so the calendar can show its date. */
  onSaved: (post: PlannedPost) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="assistant:sm:max-w-lg">
        {target ? (
          <PostForm
            key={target.mode === 'edit' ? target.post.id : 'add'}
            target={target}
            onClose={onClose}
            onSaved={onSaved}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PostForm({
  target,
  onClose,
  onSaved,
}: {
  target: Target;
  onClose: () => void;
  onSaved: (post: PlannedPost) => void;
}) {
  const [fields, setFields] = useState<Fields>(() => initialFields(target));
  // Until the person picks a time themselves, the time follows the platform's best window.
  const [timeTouched, setTimeTouched] = useState(target.mode === 'edit');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const schedule = useSchedulePost();
  const update = useUpdatePost();
  const pending = schedule.isPending || update.isPending;
  const limit = platformCharacterLimits[fields.platform];
  // Bluesky counts what a reader sees as one character (an emoji with its modifiers is one).
  const length =
    fields.platform === 'bluesky' ? graphemeLength(fields.text.trim()) : fields.text.trim().length;
  const auto = fields.auto && fields.platform === 'bluesky';
  const published = target.mode === 'edit' && target.post.status === 'published';

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) =>
    setFields((current) => {
      const next = { ...current, [key]: value };
      if (!timeTouched && (key === 'platform' || key === 'date'))
        next.time = bestTimeFor(next.platform, next.date);
      return next;
    });

  // A time the clock skips that night is still saved (as the instant it lands on), and said so here.
  const skipped = skippedTime(fields.date, fields.time);

  const applyBestTime = () => {
    setFields((current) => ({ ...current, ...nextBestLocal(current.platform) }));
    setTimeTouched(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scheduledAt = instantOf(fields.date, fields.time);
    const checked = await checkForm(postForm, fields);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok || !scheduledAt) return;
    try {
      const saved =
        target.mode === 'add'
          ? await schedule.mutateAsync({
              text: fields.text,
              platform: fields.platform,
              scheduledAt,
              source: target.draft.source ?? 'manual',
              ...(auto ? { publishAutomatically: true } : {}),
            })
          : await update.mutateAsync({
              id: target.post.id,
              patch: {
                text: fields.text,
                platform: fields.platform,
                scheduledAt,
                ...(published || auto === target.post.publishAutomatically
                  ? {}
                  : { publishAutomatically: auto }),
              },
            });
      toast({
        title: target.mode === 'add' ? 'Post planned' : 'Post updated',
        description: `${platformLabels[saved.platform]}, ${new Date(saved.scheduledAt).toLocaleString(
          undefined,
          {
            dateStyle: 'full',
            timeStyle: 'short',
          },
        )}`,
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      // The publishing rules the server checks (Bluesky's length, a connected account) go beside their field.
      const body = error instanceof ApiError && error.status === 400 ? error.body : '';
      if (body.startsWith('text: ')) setErrors({ text: (error as ApiError).userMessage });
      else if (body.startsWith('publishAutomatically: '))
        setErrors({ auto: (error as ApiError).userMessage });
      else toastError('Error', error, 'The post could not be saved. Please try again.');
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{target.mode === 'add' ? 'Plan a post' : 'Edit post'}</DialogTitle>
        <DialogDescription>
          {target.mode === 'add'
            ? 'Write the post, pick the platform, and keep the suggested time or choose your own.'
            : 'Change the text, the platform or the time.'}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="assistant:grid assistant:gap-4">
        <FormField
          label="Post text"
          required
          error={errors.text}
          description={`${length.toLocaleString()} / ${limit.toLocaleString()} characters on ${platformLabels[fields.platform]}${length > limit ? ' — over the limit' : ''}`}
        >
          <Textarea rows={5} value={fields.text} onChange={(e) => set('text', e.target.value)} />
        </FormField>
        <FormField label="Platform">
          <Select value={fields.platform} onValueChange={(value) => set('platform', value as Platform)}>
            <SelectTrigger className="assistant:w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PLATFORMS.map((p) => (
                <SelectItem key={p} value={p}>
                  {platformLabels[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        {fields.platform === 'bluesky' && !published ? (
          <FormField
            label="Publishing"
            error={errors.auto}
            description="At its time, Market Muse posts it to the Bluesky account connected on your account page."
          >
            <label className="assistant:flex assistant:items-center assistant:gap-2 assistant:text-sm">
              <input
                type="checkbox"
                checked={fields.auto}
                onChange={(e) => set('auto', e.target.checked)}
                className="assistant:size-4 assistant:accent-primary"
              />
              Publish automatically
            </label>
          </FormField>
        ) : null}
        <div className="assistant:grid assistant:items-start assistant:gap-4 assistant:sm:grid-cols-2">
          <FormField label="Date" required error={errors.date}>
            <Input type="date" value={fields.date} onChange={(e) => set('date', e.target.value)} />
          </FormField>
          <FormField
            label="Time"
            required
            error={errors.time}
            description={
              skipped
                ? `There is no ${fields.time} on ${format(parseDay(fields.date) ?? new Date(), 'MMMM d')} here: the clocks go forward. The post is planned for ${skipped.time}.`
                : undefined
            }
          >
            <Input
              type="time"
              value={fields.time}
              onChange={(e) => {
                setTimeTouched(true);
                setFields((current) => ({ ...current, time: e.target.value }));
              }}
            />
          </FormField>
        </div>
        <div className="assistant:flex assistant:flex-col assistant:items-start assistant:gap-1 assistant:rounded-lg assistant:bg-muted assistant:p-3 assistant:text-sm">
          <p>
            <span className="assistant:font-medium">Best on {platformLabels[fields.platform]}:</span>{' '}
            {postingWindowLabels[fields.platform]} (a starting guess; your own results count more).
          </p>
          <Button
            type="button"
            variant="link"
            size="sm"
            className="assistant:h-auto assistant:px-0"
            onClick={applyBestTime}
          >
            <Clock aria-hidden="true" /> Use the next best time
          </Button>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" pending={pending}>
            {pending ? 'Saving...' : target.mode === 'add' ? 'Add to calendar' : 'Save changes'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

export type PostDialogTarget = Target;
