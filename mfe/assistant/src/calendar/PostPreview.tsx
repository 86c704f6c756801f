import type { PlannedPost } from '@market-muse/contracts';
import { platformLabels } from '@market-muse/contracts/enums';
import { platformCharacterLimits } from '@market-muse/contracts/posting-windows';
import { cn } from '@market-muse/ui';
import { ImageIcon } from 'lucide-react';

// How the caption will look on its platform, roughly: the image-first networks show the picture above a
// caption cut after a few lines, the text-first ones the text under the account's name. Enough to catch a
// caption that is too long or reads badly cut, without pretending to be the platform's own screen.

const IMAGE_FIRST = new Set<PlannedPost['platform']>(['instagram', 'tiktok']);
/** Where each platform cuts the caption behind a 'more' in the feed (characters, roughly). */
const FOLD: Record<PlannedPost['platform'], number> = {
  instagram: 125,
  tiktok: 100,
  facebook: 480,
  linkedin: 210,
  twitter: 280,
  // A Bluesky post is at most 300 characters and is shown whole.
  bluesky: 300,
};

export function PostPreview({ post, name }: { post: PlannedPost; name: string }) {
  const platform = platformLabels[post.platform];
  const limit = platformCharacterLimits[post.platform];
  const length = [...post.text].length;
  const folded = length > FOLD[post.platform];
  const shown = folded ? `${[...post.text].slice(0, FOLD[post.platform]).join('').trimEnd()}…` : post.text;
  return (
    <figure
      aria-label={`Preview on ${platform}`}
      data-platform={post.platform}
      className="assistant:flex assistant:flex-col assistant:gap-2 assistant:rounded-lg assistant:border assistant:border-border assistant:bg-background assistant:p-3"
    >
      <div className="assistant:flex assistant:items-center assistant:gap-2">
        <span
          aria-hidden="true"
          className="assistant:flex assistant:size-8 assistant:items-center assistant:justify-center assistant:rounded-full assistant:bg-primary assistant:font-semibold assistant:text-primary-foreground assistant:text-sm"
        >
          {name.slice(0, 1).toUpperCase() || 'Y'}
        </span>
        <span className="assistant:font-semibold assistant:text-sm">{name || 'You'}</span>
        <span className="assistant:ml-auto assistant:text-muted-foreground assistant:text-xs">
          {platform}
        </span>
      </div>
      {IMAGE_FIRST.has(post.platform) ? (
        <div
          className={cn(
            'assistant:flex assistant:items-center assistant:justify-center assistant:rounded-md assistant:bg-muted assistant:text-muted-foreground',
            post.platform === 'tiktok' ? 'assistant:h-40' : 'assistant:h-28',
          )}
        >
          <ImageIcon aria-hidden="true" className="assistant:size-6" />
          <span className="assistant:sr-only">Your photo or video goes here</span>
        </div>
      ) : null}
      <p className="assistant:whitespace-pre-wrap assistant:break-words assistant:text-sm">
        {shown}
        {folded ? <span className="assistant:text-muted-foreground"> more</span> : null}
      </p>
      <figcaption
        className={cn(
          'assistant:text-xs',
          length > limit
            ? 'assistant:font-medium assistant:text-destructive'
            : 'assistant:text-muted-foreground',
        )}
      >
        {length.toLocaleString('en-US')} / {limit.toLocaleString('en-US')} characters
        {length > limit ? ` — too long for ${platform}` : ''}
      </figcaption>
    </figure>
  );
}
