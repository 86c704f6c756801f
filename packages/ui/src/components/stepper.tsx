import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Progress } from './progress.tsx';

export type StepperProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** Step titles, e.g. ['Creative Background', 'Current Project', 'Goals & Resources']. */
  steps: readonly React.ReactNode[];
  /** Zero-based index of the current step. */
  current: number;
  /** Also draw a progress bar (onboarding variant A). */
  showProgress?: boolean;
};

/** Wizard progress: 'Step N of M', an optional bar, and the list of steps with the current one marked. */
export function Stepper({ steps, current, showProgress = false, className, ...props }: StepperProps) {
  const total = steps.length;
  const index = Math.min(Math.max(current, 0), Math.max(total - 1, 0));
  // The share of steps finished, not reached: the last step reads 67% until it is done (never 100% before
  // the wizard is finished).
  const percent = total === 0 ? 0 : Math.round((index / total) * 100);
  return (
    <nav data-slot="stepper" aria-label="Progress" className={cn('grid gap-3', className)} {...props}>
      <p className="flex items-center justify-between text-muted-foreground text-sm">
        <span>
          Step {index + 1} of {total}
        </span>
        {showProgress ? <span>{percent}% done</span> : null}
      </p>
      {showProgress ? <Progress value={percent} aria-label={`Step ${index + 1} of ${total}`} /> : null}
      <ol className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {steps.map((step, i) => {
          const state = i < index ? 'complete' : i === index ? 'current' : 'upcoming';
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional and never reorder
              key={i}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="flex items-center gap-2 text-sm"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border font-semibold text-xs',
                  state === 'complete' && 'border-primary bg-primary text-primary-foreground',
                  state === 'current' && 'border-primary text-primary',
                  state === 'upcoming' && 'border-input text-muted-foreground',
                )}
              >
                {state === 'complete' ? <CheckIcon className="size-3.5" /> : i + 1}
              </span>
              <span
                className={cn(state === 'current' ? 'font-medium text-foreground' : 'text-muted-foreground')}
              >
                {step}
                {state === 'complete' ? <span className="sr-only"> (completed)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
