import { useUpdatePost } from '@market-muse/client';
import type { PlannedPost } from '@market-muse/contracts';
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
  toast,
  toastError,
} from '@market-muse/ui';
import { type FormEvent, useState } from 'react';
import { instantOf, localParts } from './dates.ts';
import { excerpt } from './postText.ts';

/** The keyboard way to move a post: pick another date (and time). */
export function MoveDialog({
  post,
  onClose,
  onMoved,
}: {
  post: PlannedPost | null;
  onClose: () => void;
  onMoved: (post: PlannedPost) => void;
}) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="assistant:sm:max-w-md">
        {post ? <MoveForm key={post.id} post={post} onClose={onClose} onMoved={onMoved} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm({
  post,
  onClose,
  onMoved,
}: {
  post: PlannedPost;
  onClose: () => void;
  onMoved: (post: PlannedPost) => void;
}) {
  const [{ date, time }, setWhen] = useState(() => localParts(post.scheduledAt));
  const [error, setError] = useState<string | undefined>();
  const update = useUpdatePost();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const scheduledAt = instantOf(date, time);
    if (!scheduledAt) return setError('Pick a date and a time');
    setError(undefined);
    try {
      const moved = await update.mutateAsync({ id: post.id, patch: { scheduledAt } });
      toast({
        title: 'Post moved',
        description: new Date(moved.scheduledAt).toLocaleString(undefined, {
          dateStyle: 'full',
          timeStyle: 'short',
        }),
      });
      onMoved(moved);
      onClose();
    } catch (failure) {
      toastError('Error', failure, 'The post could not be moved.');
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Move to date</DialogTitle>
        <DialogDescription>“{excerpt(post.text, 80)}”</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="assistant:grid assistant:gap-4">
        <div className="assistant:grid assistant:gap-4 assistant:sm:grid-cols-2">
          <FormField label="New date" required error={error}>
            <Input
              type="date"
              value={date}
              onChange={(e) => setWhen((w) => ({ ...w, date: e.target.value }))}
            />
          </FormField>
          <FormField label="New time" required>
            <Input
              type="time"
              value={time}
              onChange={(e) => setWhen((w) => ({ ...w, time: e.target.value }))}
            />
          </FormField>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" pending={update.isPending}>
            {update.isPending ? 'Moving...' : 'Move post'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
