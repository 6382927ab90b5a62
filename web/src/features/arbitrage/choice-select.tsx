import type { FieldControlProps } from '@/components/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps {
  control: FieldControlProps;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A labelled Radix select for a form field; min-w-0 lets a long label truncate on a 320 px phone. */
export function ChoiceSelect({ control, value, choices, onChange, onBlur }: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control} onBlur={onBlur} className="min-w-0">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
