import type * as React from 'react';
import { cn } from '../lib/cn.ts';

export type EmptyStateProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** A lucide icon (or any node); rendered decoratively. */
  icon?: React.ReactNode;
  title: React.ReactNode;
  text?: React.ReactNode;
  /** Usually a Button, e.g. 'Create Your First Project'. */
  action?: React.ReactNode;
  /** Heading level for the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
};

export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel = 3,
  className,
  children,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed p-8 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg:not([class*='size-'])]:size-6"
        >
          {icon}
        </div>
      ) : null}
      <Heading className="font-semibold text-lg">{title}</Heading>
      {text ? <p className="max-w-prose text-muted-foreground text-sm">{text}</p> : null}
      {children}
      {action ? <div className="mt-2">{action}</div> : null}
    </section>
  );
}
