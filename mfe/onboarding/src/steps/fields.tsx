// The two choice controls every step uses, each a kit control inside a kit fieldset (legend = its name).
import { type ChoiceOption, FormFieldset, MultiSelectChips, SingleSelectCards } from '@market-muse/ui';
import type { ReactNode } from 'react';

const requiredMark = (
  <>
    <span aria-hidden="true" className="onboarding:text-destructive">
      {' '}
      *
    </span>
    <span className="onboarding:sr-only"> (required)</span>
  </>
);

export function ChipsField(props: {
  legend: string;
  description?: ReactNode;
  required?: boolean;
  options: readonly ChoiceOption[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <FormFieldset
      legend={
        <>
          {props.legend}
          {props.required ? requiredMark : null}
        </>
      }
      description={props.description ?? 'Choose all that apply.'}
    >
      <MultiSelectChips options={props.options} value={props.value} onValueChange={props.onChange} />
    </FormFieldset>
  );
}

export function CardsField(props: {
  legend: string;
  description?: ReactNode;
  required?: boolean;
  options: readonly ChoiceOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormFieldset
      legend={
        <>
          {props.legend}
          {props.required ? requiredMark : null}
        </>
      }
      description={props.description}
    >
      <SingleSelectCards
        options={props.options}
        value={props.value}
        onValueChange={props.onChange}
        aria-required={props.required || undefined}
      />
    </FormFieldset>
  );
}
