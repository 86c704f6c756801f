import { useDeletePost } from '@market-muse/client';
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
  toast,
  toastError,
} from '@market-muse/ui';
import { excerpt } from './postText.ts';

/** Deleting asks first: the post's text is not kept anywhere else. */
export function DeleteDialog({ post, onClose }: { post: PlannedPost | null; onClose: () => void }) {
  const remove = useDeletePost();
  const confirm = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      toast({ title: 'Post deleted' });
      onClose();
    } catch (error) {
      toastError('Error', error, 'The post could not be deleted.');
    }
  };
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="assistant:sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this post?</DialogTitle>
          <DialogDescription>
            “{excerpt(post?.text ?? '', 120)}” will be removed from your calendar. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" pending={remove.isPending} onClick={confirm}>
            {remove.isPending ? 'Deleting...' : 'Delete post'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
