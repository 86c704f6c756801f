import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@market-muse/ui';

interface ChoiceSelectProps<V extends string> {
  readonly values: readonly V[];
  readonly labels: Record<V, string>;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  readonly placeholder: string;
  readonly name: string;
}

/** A kit Select over an enumeration and its labels; inside a FormField the trigger is wired to the label. */
export function ChoiceSelect<V extends string>({
  values,
  labels,
  value,
  onChange,
  onBlur,
  placeholder,
  name,
}: ChoiceSelectProps<V>) {
  return (
    <Select
      name={name}
      value={value}
      onValueChange={onChange}
      onOpenChange={(open) => {
        if (!open) onBlur?.();
      }}
    >
      <SelectTrigger className="projects:w-full">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {values.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
