import { useState, type FormEvent } from 'react';
import { trackerSettingsSchema } from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

interface UnitSizeFormProps {
  unitSize: number | null;
  saving: boolean;
  onSave: (unitSize: number | null) => void;
}

/** The unit size stakes and profits are also shown in; left empty, amounts stay in dollars only. */
export function UnitSizeForm({ unitSize, saving, onSave }: UnitSizeFormProps) {
  const [text, setText] = useState(unitSize === null ? '' : String(unitSize));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = trackerSettingsSchema.safeParse({ unitSize: text.trim() === '' ? null : Number(text) });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) onSave(parsed.data.unitSize);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="Unit size">
      <div className="w-40">
        <FormField label="Unit size ($)" error={error}>
          {(c) => <Input {...c} type="number" inputMode="decimal" min={0.01} step={0.01} placeholder="None" value={text} onChange={(event) => setText(event.target.value)} />}
        </FormField>
      </div>
      <Button type="submit" variant="outline" disabled={saving} aria-busy={saving}>
        Save Unit
      </Button>
    </form>
  );
}
