import { type PostResultsInput, useRecordResults } from '@market-muse/client';
import type { PlannedPost } from '@market-muse/contracts';
import type { Platform } from '@market-muse/contracts/enums';
import { POST_METRIC_MAX, type PostMetric, postMetricLabels } from '@market-muse/contracts/posted-post';
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

/** The numbers each platform shows its creators (quotes only where posts can be quoted). */
const METRICS_OF: Record<Platform, ReadonlyArray<PostMetric>> = {
  instagram: ['likes', 'comments', 'shares', 'saves', 'reach'],
  facebook: ['likes', 'comments', 'shares', 'reach'],
  twitter: ['likes', 'comments', 'shares', 'quotes', 'saves', 'reach'],
  linkedin: ['likes', 'comments', 'shares', 'reach'],
  tiktok: ['likes', 'comments', 'shares', 'saves', 'reach'],
  // What Bluesky shows anyone (no saves, no reach): replies, reposts and quotes beside the likes.
  bluesky: ['likes', 'comments', 'shares', 'quotes'],
};

/** A small form for a published post's numbers, typed a few days after posting. */
export function ResultsDialog({ post, onClose }: { post: PlannedPost | null; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="assistant:sm:max-w-md">
        {post ? <ResultsForm key={post.id} post={post} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

const WHOLE = /^\d+$/;

function ResultsForm({ post, onClose }: { post: PlannedPost; onClose: () => void }) {
  const metrics = METRICS_OF[post.platform];
  const [values, setValues] = useState<Partial<Record<PostMetric, string>>>(() =>
    Object.fromEntries(
      metrics.map((metric) => [metric, post.results?.[metric] == null ? '' : String(post.results[metric])]),
    ),
  );
  const [errors, setErrors] = useState<Partial<Record<PostMetric, string>>>({});
  const record = useRecordResults();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<PostMetric, string>> = {};
    const results: { -readonly [K in keyof PostResultsInput]: PostResultsInput[K] } = {};
    for (const metric of metrics) {
      const text = (values[metric] ?? '').trim();
      if (text === '') continue;
      if (!WHOLE.test(text) || Number(text) > POST_METRIC_MAX)
        found[metric] = `A whole number from 0 to ${POST_METRIC_MAX.toLocaleString('en-US')}`;
      else results[metric] = Number(text);
    }
    if (Object.keys(found).length === 0 && Object.keys(results).length === 0)
      found[metrics[0]!] = 'Enter at least one number';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await record.mutateAsync({ id: post.id, results });
      toast({ title: 'Results saved', description: 'They now count in your analytics.' });
      onClose();
    } catch (failure) {
      toastError('Error', failure, 'The numbers could not be saved.');
    }
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Post results</DialogTitle>
        <DialogDescription>
          “{excerpt(post.text, 80)}”. Enter the numbers the platform shows now; leave the others empty.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="assistant:grid assistant:gap-4">
        <div className="assistant:grid assistant:grid-cols-2 assistant:gap-3">
          {metrics.map((metric) => (
            <FormField key={metric} label={postMetricLabels[metric]} error={errors[metric]}>
              <Input
                inputMode="numeric"
                autoComplete="off"
                value={values[metric] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [metric]: e.target.value }))}
              />
            </FormField>
          ))}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" pending={record.isPending}>
            {record.isPending ? 'Saving...' : 'Save results'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
