import { Button } from '@/components/ui/button';

interface FormActionsProps {
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
}

/** Cancel and the submit button of the tracker's dialogs; the submit reads `busyLabel` while saving. */
export function FormActions({ busy, submitLabel, busyLabel, onCancel }: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
