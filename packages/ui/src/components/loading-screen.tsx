import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './spinner.tsx';

export type LoadingScreenProps = React.ComponentProps<'div'> & {
  /** The product's texts: 'Loading Market Muse...', 'Loading your dashboard...', 'Loading project...'. */
  message?: string;
  /** Fill the viewport (access gate) or only the parent (a page section). */
  fullScreen?: boolean;
};

export function LoadingScreen({
  message = 'Loading Market Muse...',
  fullScreen = true,
  className,
  ...props
}: LoadingScreenProps) {
  return (
    <div
      data-slot="loading-screen"
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground',
        fullScreen ? 'min-h-dvh w-full' : 'min-h-48 w-full',
        className,
      )}
      {...props}
    >
      <Spinner className="size-8 text-primary" />
      <p className="font-medium text-lg">{message}</p>
    </div>
  );
}
