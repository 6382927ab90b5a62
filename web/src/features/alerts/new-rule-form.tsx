import { useState, type FormEvent } from 'react';
import { ChoiceSelect } from '@/components/choice-select';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { ChoiceBoxes } from './choice-boxes';
import { InjuryRuleFields } from './injury-rule-fields';
import { LineRuleFields } from './line-rule-fields';
import { problemProps, PROBLEMS_ID, type FieldsProps } from './field-problems';
import { EMPTY_DRAFT, fieldProblems, KIND_LABELS, LEAGUE_CHOICES, MARKET_CHOICES, requestOf, type RuleDraft, type RuleKind } from './rule-draft';
import { useCreateRule } from './use-alerts';

const MARKET_LABELS = { moneyline: 'Moneyline', spread: 'Spread', total: 'Total' } as const;
const KIND_CHOICES = (Object.keys(KIND_LABELS) as RuleKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));

/** The fields of the chosen kind; a settled-parlay rule has none. */
function KindFields({ draft, change, invalid }: FieldsProps) {
  if (draft.kind === 'line') return <LineRuleFields draft={draft} change={change} invalid={invalid} />;
  if (draft.kind === 'injury') return <InjuryRuleFields draft={draft} change={change} invalid={invalid} />;
  if (draft.kind === 'settled') return null;
  return (
    <div className="grid gap-2">
      <div className="grid w-36 gap-1">
        <Label htmlFor="alert-percent">{draft.kind === 'ev' ? 'Minimum EV %' : 'Minimum profit %'}</Label>
        <Input
          id="alert-percent"
          inputMode="decimal"
          value={draft.percent}
          {...problemProps(invalid, draft.kind === 'ev' ? 'minEvPercent' : 'minProfitPercent')}
          onChange={(event) => change({ percent: event.target.value })}
        />
      </div>
      <ChoiceBoxes legend="Leagues" idPrefix="alert-league" choices={LEAGUE_CHOICES} chosen={draft.leagues} onChange={(leagues) => change({ leagues })} />
      {draft.kind === 'ev' ? (
        <ChoiceBoxes
          legend="Markets"
          idPrefix="alert-market"
          choices={MARKET_CHOICES}
          chosen={draft.markets}
          onChange={(markets) => change({ markets })}
          labelOf={(market) => MARKET_LABELS[market]}
        />
      ) : null}
    </div>
  );
}

/** A new rule of any kind the server evaluates; its answer to a mistake (naming the field) is shown under the form. */
export function NewRuleForm({ full }: { full: boolean }) {
  const create = useCreateRule();
  const [draft, setDraft] = useState<RuleDraft>(EMPTY_DRAFT);
  const change = (patch: Partial<RuleDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const problems = create.isError ? fieldProblems(describeError(create.error)) : [];
  const invalid = new Set(problems.flatMap((problem) => (problem.field === null ? [] : [problem.field])));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(requestOf(draft), { onSuccess: () => setDraft((current) => ({ ...current, lineId: '', threshold: '' })) });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="New alert rule">
      <div className="grid gap-1">
        <Label htmlFor="alert-kind">Tell me when</Label>
        <ChoiceSelect
          id="alert-kind"
          value={draft.kind}
          choices={KIND_CHOICES}
          onChange={(kind) => {
            create.reset();
            change({ kind });
          }}
          className="sm:w-72"
        />
      </div>
      <KindFields draft={draft} change={change} invalid={invalid} />
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" disabled={create.isPending || full}>
          Add alert
        </Button>
        {full ? <p className="text-sm text-muted-foreground">You have the most rules an account keeps: delete one to add another.</p> : null}
      </div>
      {problems.length > 0 ? (
        <div id={PROBLEMS_ID} role="alert" className="grid gap-0.5 text-sm text-destructive">
          {problems.map((problem) => (
            <p key={problem.text}>{problem.text}</p>
          ))}
        </div>
      ) : null}
    </form>
  );
}
