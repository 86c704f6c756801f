import { EyeIcon, EyeOffIcon } from 'lucide-react';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { inputClasses } from './input.tsx';

export type PasswordInputProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  /** Accessible names of the toggle in its two states. */
  showLabel?: string;
  hideLabel?: string;
};

/**
 * Password field with a show/hide toggle. Props (including id and aria-* from FormField) go to the
 * <input>; the toggle is a real button so it is reachable by keyboard and announced with its state.
 */
export function PasswordInput({
  className,
  disabled,
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div data-slot="password-input" className="relative w-full">
      <input
        type={visible ? 'text' : 'password'}
        data-slot="input"
        autoComplete="current-password"
        disabled={disabled}
        className={cn(inputClasses, 'pr-10', className)}
        {...props}
      />
      <button
        type="button"
        data-slot="password-toggle"
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        disabled={disabled}
        onClick={() => setVisible((v) => !v)}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {visible ? (
          <EyeOffIcon aria-hidden="true" className="size-4" />
        ) : (
          <EyeIcon aria-hidden="true" className="size-4" />
        )}
      </button>
    </div>
  );
}
