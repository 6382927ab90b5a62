import { useState } from 'react';
import { FAIR_METHOD_LABELS, FAIR_METHODS, KELLY_FRACTION_LABELS, KELLY_FRACTIONS, type FairMethod } from '@playbook/core';
import { marketSettingsSchema, type MarketSettings } from '@playbook/contracts';
import { ChoiceSelect } from '@/components/choice-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSaveMarketSettings } from './use-markets';

const CONSENSUS = 'consensus';
const METHOD_CHOICES = FAIR_METHODS.map((value) => ({ value, label: FAIR_METHOD_LABELS[value] }));
const KELLY_CHOICES = KELLY_FRACTIONS.map((fraction) => ({ value: String(fraction), label: KELLY_FRACTION_LABELS[fraction] }));

/** Pinnacle first when a book of that name is stored: it is the book most bettors take as sharp. */
function referenceChoices(books: readonly string[]) {
  const sharpFirst = [...books].sort((a, b) => Number(/pinnacle/i.test(b)) - Number(/pinnacle/i.test(a)) || a.localeCompare(b));
  return [{ value: CONSENSUS, label: 'Consensus of every book' }, ...sharpFirst.map((book) => ({ value: book, label: book }))];
}

type Errors = Partial<Record<keyof MarketSettings, string>>;

/**
 * The account's market settings: how fair prices are found, the +EV threshold and the bankroll and
 * Kelly fraction stakes are sized from. Saved on the account, so every screen and browser uses the same.
 */
export function MarketSettingsForm({ saved, books, fields }: { saved: MarketSettings; books: readonly string[]; fields: 'fair' | 'all' }) {
  const [draft, setDraft] = useState({ ...saved, minEvText: String(saved.minEvPercent), bankrollText: String(saved.bankroll) });
  const [errors, setErrors] = useState<Errors>({});
  const save = useSaveMarketSettings();
  const submit = () => {
    const parsed = marketSettingsSchema.safeParse({
      fairMethod: draft.fairMethod,
      referenceBook: draft.referenceBook,
      kellyFraction: draft.kellyFraction,
      minEvPercent: draft.minEvText.trim() === '' ? Number.NaN : Number(draft.minEvText),
      bankroll: draft.bankrollText.trim() === '' ? Number.NaN : Number(draft.bankrollText),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5"
      aria-label="Market settings"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <FormField label="Fair price method" error={errors.fairMethod}>
        {(c) => <ChoiceSelect {...c} value={draft.fairMethod} choices={METHOD_CHOICES} onChange={(fairMethod: FairMethod) => setDraft({ ...draft, fairMethod })} />}
      </FormField>
      <FormField label="Fair price from" error={errors.referenceBook}>
        {(c) => (
          <ChoiceSelect
            {...c}
            value={draft.referenceBook ?? CONSENSUS}
            choices={referenceChoices(draft.referenceBook === null || books.includes(draft.referenceBook) ? books : [...books, draft.referenceBook])}
            onChange={(value) => setDraft({ ...draft, referenceBook: value === CONSENSUS ? null : value })}
          />
        )}
      </FormField>
      {fields === 'all' && (
        <>
          <FormField label="Minimum EV (%)" error={errors.minEvPercent}>
            {(c) => <Input {...c} type="number" inputMode="decimal" step={0.1} value={draft.minEvText} onChange={(event) => setDraft({ ...draft, minEvText: event.target.value })} />}
          </FormField>
          <FormField label="Bankroll ($)" error={errors.bankroll}>
            {(c) => <Input {...c} type="number" inputMode="decimal" min={1} value={draft.bankrollText} onChange={(event) => setDraft({ ...draft, bankrollText: event.target.value })} />}
          </FormField>
          <FormField label="Kelly stake" error={errors.kellyFraction}>
            {(c) => (
              <ChoiceSelect {...c} value={String(draft.kellyFraction)} choices={KELLY_CHOICES} onChange={(value) => setDraft({ ...draft, kellyFraction: Number(value) })} />
            )}
          </FormField>
        </>
      )}
      <div className="flex items-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </div>
    </form>
  );
}
