import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

type TriggerProps = Omit<ComponentProps<typeof SelectTrigger>, 'value' | 'onChange' | 'children'>;

interface ChoiceSelectProps<V extends string> extends TriggerProps {
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
  /** Shown while the value is none of the choices (an empty value: nothing chosen yet). */
  placeholder?: string;
}

/**
 * A Radix select over a fixed list of choices. Radix hands back a plain string, so only a listed choice is
 * passed on (typed as the list's values). Other props go to the trigger (id, aria, onBlur, className).
 */
export function ChoiceSelect<V extends string>({ value, choices, onChange, placeholder, className, ...trigger }: ChoiceSelectProps<V>) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        const choice = choices.find((candidate) => candidate.value === next);
        if (choice) onChange(choice.value);
      }}
    >
      {/* min-w-0 lets a long label truncate on a 320 px phone. */}
      <SelectTrigger {...trigger} className={cn('min-w-0', className)}>
        <SelectValue placeholder={placeholder} />
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
