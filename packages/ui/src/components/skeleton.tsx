import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** Placeholder block while content loads; hidden from assistive tech (announce loading elsewhere). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
