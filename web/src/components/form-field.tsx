import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';

export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  error?: string | undefined;
  /** Shown beside the label, outside it (a help icon: see HelpFormField). */
  labelAside?: ReactNode;
  /** Renders the control with the props that tie it to the label and the error text. */
  children: (control: FieldControlProps) => ReactNode;
}

export function FormField({ label, error, labelAside, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      {labelAside ? (
        // Beside the label, not in it: a button inside a label would also focus the control when pressed.
        <div className="flex items-center gap-1">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
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
