import { Loader2Icon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';

/** Decorative spinning icon; the surrounding control or region announces the busy state. */
export function Spinner({ className, ...props }: React.ComponentProps<'svg'>) {
  return <Loader2Icon aria-hidden="true" className={cn('size-4 animate-spin', className)} {...props} />;
}
