import { RadioGroup } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import type { ChoiceOption } from './choice-option.ts';

export type SingleSelectCardsProps = Omit<
  React.ComponentProps<typeof RadioGroup.Root>,
  'children' | 'asChild'
> & {
  options: readonly ChoiceOption[];
};

/**
 * Single choice shown as selectable cards (Radix RadioGroup: role radiogroup, arrow keys select).
 * Name the group with aria-label / aria-labelledby, or put it in a FormFieldset.
 */
export function SingleSelectCards({ options, className, ...props }: SingleSelectCardsProps) {
  return (
    <RadioGroup.Root
      data-slot="single-select-cards"
      className={cn('grid gap-3 sm:grid-cols-3', className)}
      {...props}
    >
      {options.map((option) => (
        <RadioGroup.Item
          key={option.value}
          value={option.value}
          {...(option.disabled !== undefined ? { disabled: option.disabled } : {})}
          data-slot="choice-card"
          className="flex cursor-pointer flex-col items-start gap-1 rounded-xl border-2 border-input bg-card p-4 text-left text-card-foreground outline-none transition-colors hover:border-primary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-secondary"
        >
          {option.icon ? (
            <span aria-hidden="true" className="text-primary [&_svg:not([class*='size-'])]:size-5">
              {option.icon}
            </span>
          ) : null}
          <span className="font-semibold text-sm">{option.label}</span>
          {option.description ? (
            <span className="text-muted-foreground text-xs">{option.description}</span>
          ) : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
