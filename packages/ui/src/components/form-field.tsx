import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn.ts';
import { Label } from './label.tsx';

export type FormFieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
};

const FormFieldControlContext = React.createContext<FormFieldControlProps | null>(null);

/**
 * The wiring props of the enclosing FormField, for controls that are not its direct child
 * (SelectTrigger inside Select uses it). Null outside a FormField.
 */
export function useFormFieldControl(): FormFieldControlProps | null {
  return React.useContext(FormFieldControlContext);
}

export type FormFieldProps = {
  /** Visible label, tied to the control through htmlFor/id. */
  label: React.ReactNode;
  /** Validation message; when present the control is marked aria-invalid and described by it. */
  error?: React.ReactNode;
  /** Helper text shown under the control (e.g. 'Password must be at least 8 characters'). */
  description?: React.ReactNode;
  /** Id for the control; generated when omitted. */
  id?: string;
  required?: boolean;
  className?: string;
  /**
   * Exactly one control element (Input, PasswordInput, Textarea, ...), which receives the wiring
   * props. For a Select, pass the <Select>: its SelectTrigger picks them up from context.
   */
  children: React.ReactElement;
};

/**
 * Label + control + description + error, wired for assistive technology: the control gets the id,
 * aria-describedby (description and error) and aria-invalid; the error is announced when it appears.
 */
export function FormField({ label, error, description, id, required, className, children }: FormFieldProps) {
  const generated = React.useId();
  const controlId = id ?? `${generated}-control`;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  // A hint the error repeats word for word ('Password must be at least 8 characters') is said once, as the error.
  const hint = hasError && error === description ? null : description;
  const describedBy = [hint ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  const control = React.useMemo<FormFieldControlProps>(
    () => ({
      id: controlId,
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(hasError ? { 'aria-invalid': true } : {}),
      ...(required ? { 'aria-required': true } : {}),
    }),
    [controlId, describedBy, hasError, required],
  );
  return (
    <FormFieldControlContext.Provider value={control}>
      <div
        data-slot="form-field"
        data-invalid={hasError || undefined}
        className={cn('grid gap-2', className)}
      >
        <Label htmlFor={controlId} className={cn(hasError && 'text-destructive')}>
          {label}
          {required ? (
            <span aria-hidden="true" className="text-destructive">
              *
            </span>
          ) : null}
        </Label>
        <Slot.Root {...control}>{children}</Slot.Root>
        {hint ? (
          <p id={descriptionId} data-slot="form-description" className="text-muted-foreground text-sm">
            {hint}
          </p>
        ) : null}
        {hasError ? (
          <p
            id={errorId}
            data-slot="form-message"
            role="alert"
            className="font-medium text-destructive text-sm"
          >
            {error}
          </p>
        ) : null}
      </div>
    </FormFieldControlContext.Provider>
  );
}
