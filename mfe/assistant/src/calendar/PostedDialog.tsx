import { useMarkPosted, useSetPostPublished } from '@market-muse/client';
import type { PlannedPost } from '@market-muse/contracts';
import { platformLabels } from '@market-muse/contracts/enums';
import { postHosts, postUrlProblem } from '@market-muse/contracts/posted-post';
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
import { excerpt } from './postText.ts';

/**
 * 'Mark as posted' for a post published by hand: the post's address on its platform, checked against the
 * platform's hosts as the server does; left empty, the post is only marked published.
 */
export function PostedDialog({ post, onClose }: { post: PlannedPost | null; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="assistant:sm:max-w-md">
        {post ? <PostedForm key={post.id} post={post} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PostedForm({ post, onClose }: { post: PlannedPost; onClose: () => void }) {
  const [url, setUrl] = useState(post.url ?? '');
  const [error, setError] = useState<string | undefined>();
  const markPosted = useMarkPosted();
  const publish = useSetPostPublished();
  const pending = markPosted.isPending || publish.isPending;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = url.trim() === '' ? null : postUrlProblem(post.platform, url);
    if (problem) return setError(problem.replace(/^url: /, ''));
    setError(undefined);
    try {
      if (url.trim() === '') await publish.mutateAsync({ id: post.id, published: true });
      else await markPosted.mutateAsync({ id: post.id, url: url.trim() });
      toast({ title: 'Marked as posted', description: 'Add its numbers in a few days to see how it did.' });
      onClose();
    } catch (failure) {
      toastError('Error', failure, 'The post could not be marked as posted.');
    }
  };
  const platform = platformLabels[post.platform];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Mark as posted</DialogTitle>
        <DialogDescription>“{excerpt(post.text, 80)}”</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="assistant:grid assistant:gap-4">
        <FormField
          label={`Link to the post on ${platform}`}
          error={error}
          description={`Paste its address (on ${postHosts[post.platform].join(' or ')}) so its results can be tracked. Optional.`}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </FormField>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" pending={pending}>
            {pending ? 'Saving...' : 'Mark as posted'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
