import { useState, type FormEvent } from 'react';
import { PARLAY_TAGS_MAX, tagsFromText } from '@playbook/core';
import { parlayTagsUpdateSchema, type ParlayHistoryItem } from '@playbook/contracts';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';

interface TagsDialogProps {
  parlay: ParlayHistoryItem | null;
  saving: boolean;
  onClose: () => void;
  onSave: (tags: string[]) => void;
}

function TagsForm({ parlay, saving, onClose, onSave }: TagsDialogProps & { parlay: ParlayHistoryItem }) {
  const [text, setText] = useState((parlay.tags ?? []).join(', '));
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parlayTagsUpdateSchema.safeParse({ tags: tagsFromText(text) });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) onSave(parsed.data.tags);
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <FormField label="Tags" error={error}>
        {(c) => <Input {...c} autoFocus placeholder="boosted, live" value={text} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving}>
          Save Tags
        </Button>
      </div>
    </form>
  );
}

/** A parlay's own labels, typed as a comma-separated list; each is kept once whatever its case. */
export function TagsDialog(props: TagsDialogProps) {
  const { parlay, onClose } = props;
  return (
    <Dialog open={parlay !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Tags</DialogTitle>
          <DialogDescription>Separate tags with commas, up to {PARLAY_TAGS_MAX}; filter the history by any of them.</DialogDescription>
        </DialogHeader>
        {parlay && <TagsForm {...props} parlay={parlay} />}
      </DialogContent>
    </Dialog>
  );
}
