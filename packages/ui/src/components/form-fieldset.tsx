import * as React from 'react';
import { cn } from '../lib/cn.ts';

export type FormFieldsetProps = Omit<React.ComponentProps<'fieldset'>, 'children'> & {
  /** Names the group of controls (chips, choice cards) for assistive technology. */
  legend: React.ReactNode;
  description?: React.ReactNode;
  error?: React.ReactNode;
  children: React.ReactNode;
};

/** FormField's counterpart for a group of controls: fieldset + legend + description + error. */
export function FormFieldset({
  legend,
  description,
  error,
  className,
  children,
  ...props
}: FormFieldsetProps) {
  const id = React.useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [description ? descriptionId : null, hasError ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset
      data-slot="form-fieldset"
      data-invalid={hasError || undefined}
      aria-describedby={describedBy || undefined}
      className={cn('grid min-w-0 gap-3', className)}
      {...props}
    >
      <legend className={cn('mb-1 font-medium text-sm', hasError && 'text-destructive')}>{legend}</legend>
      {description ? (
        <p id={descriptionId} className="-mt-2 text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
      {children}
      {hasError ? (
        <p id={errorId} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
