import { CheckboxLabel } from '@/components/ui/checkbox-label';
import { toggled } from './rule-draft';

interface ChoiceBoxesProps<T extends string> {
  legend: string;
  /** Prefixes the boxes' ids, unique in the page. */
  idPrefix: string;
  choices: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  labelOf?: (choice: T) => string;
}

/** A row of checkboxes choosing several of a few values (leagues, markets, positions). */
export function ChoiceBoxes<T extends string>({ legend, idPrefix, choices, chosen, onChange, labelOf = (choice) => choice }: ChoiceBoxesProps<T>) {
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {choices.map((choice) => (
          <CheckboxLabel
            key={choice}
            id={`${idPrefix}-${choice}`}
            className="h-8"
            checked={chosen.includes(choice)}
            onChange={(on) => onChange(toggled(choices, chosen, choice, on))}
          >
            {labelOf(choice)}
          </CheckboxLabel>
        ))}
      </div>
    </fieldset>
  );
}
