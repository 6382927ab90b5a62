import { useId, type ReactNode } from 'react';
import { GlossaryHelp } from '@/components/glossary-help';
import { Label } from '@/components/ui/label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  /** Glossary key of a help icon beside the label (docs/product/odds-and-storage.md); none when omitted or unknown. */
  helpKey?: string;
  /** Renders the control with the props that tie it to the label and the error text. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, helpKey, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      {helpKey ? (
        // Beside the label, not in it: a button inside a label would also focus the control when pressed.
        <div className="flex items-center gap-1">
          <Label htmlFor={id}>{label}</Label>
          <GlossaryHelp glossaryKey={helpKey} label={label} />
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
