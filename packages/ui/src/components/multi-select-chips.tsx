import { CheckIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.ts';
import type { ChoiceOption } from './choice-option.ts';

export type MultiSelectChipsProps = Omit<
  React.ComponentProps<'div'>,
  'defaultValue' | 'dir' | 'onChange' | 'children'
> & {
  options: readonly ChoiceOption[];
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  disabled?: boolean;
};

/**
 * Multi-select as a row of toggle chips (Radix ToggleGroup: each chip is a button with aria-pressed,
 * arrow keys move between chips). Name the group with aria-label / aria-labelledby, or put it in
 * a FormFieldset.
 */
export function MultiSelectChips({
  options,
  value,
  defaultValue,
  onValueChange,
  disabled,
  className,
  ...props
}: MultiSelectChipsProps) {
  return (
    <ToggleGroup.Root
      type="multiple"
      data-slot="multi-select-chips"
      {...(value !== undefined ? { value } : {})}
      {...(defaultValue !== undefined ? { defaultValue } : {})}
      {...(onValueChange ? { onValueChange } : {})}
      {...(disabled !== undefined ? { disabled } : {})}
      className={cn('flex flex-wrap gap-2', className)}
      {...props}
    >
      {options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          {...(option.disabled !== undefined ? { disabled: option.disabled } : {})}
          data-slot="chip"
          className="group inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border border-input bg-background px-3 font-medium text-sm outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground [&_svg:not([class*='size-'])]:size-4"
        >
          <CheckIcon aria-hidden="true" className="hidden size-3.5 group-data-[state=on]:block" />
          {option.icon ? <span aria-hidden="true">{option.icon}</span> : null}
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
