import { useState, type FormEvent } from 'react';
import type { AlertRuleRequest } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { useAlertRules, useCreateRule, useDeleteRule, useMuteRule } from './use-alerts';

type NewKind = 'ev' | 'arbitrage' | 'settled';

const KIND_LABELS: Record<NewKind, string> = {
  ev: 'A +EV line appears',
  arbitrage: 'An arbitrage appears',
  settled: 'A tracked parlay settles',
};

function ruleOf(kind: NewKind, percent: number): AlertRuleRequest {
  if (kind === 'ev') return { kind, minEvPercent: percent, leagues: ['NFL', 'NCAA'], markets: ['moneyline', 'spread', 'total'] };
  if (kind === 'arbitrage') return { kind, minProfitPercent: percent, leagues: ['NFL', 'NCAA'] };
  return { kind };
}

/** The bettor's alert rules: each with mute and delete, and a short form for a new one. */
export function AlertRules() {
  const rules = useAlertRules(true);
  const create = useCreateRule();
  const remove = useDeleteRule();
  const mute = useMuteRule();
  const [kind, setKind] = useState<NewKind>('ev');
  const [percent, setPercent] = useState('2');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(ruleOf(kind, Number(percent)));
  };

  return (
    <section aria-labelledby="alert-rules-title" className="grid gap-2 border-t pt-3">
      <h3 id="alert-rules-title" className="text-sm font-semibold">
        Your alert rules
      </h3>
      {rules.isPending ? (
        <p className="text-sm text-muted-foreground">Loading your rules…</p>
      ) : rules.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Your rules could not be loaded: {describeError(rules.error)}
        </p>
      ) : rules.data.rules.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rules yet.</p>
      ) : (
        <ul aria-label="Alert rules" className="grid gap-1">
          {rules.data.rules.map((rule) => (
            <li key={rule.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span className={`min-w-0 flex-1 break-words ${rule.muted ? 'text-muted-foreground line-through' : ''}`}>{rule.description}</span>
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                aria-label={`${rule.muted ? 'Unmute' : 'Mute'} ${rule.description}`}
                onClick={() => mute.mutate({ id: rule.id, muted: !rule.muted })}
              >
                {rule.muted ? 'Unmute' : 'Mute'}
              </Button>
              <Button variant="ghost" size="sm" className="h-7 px-2" aria-label={`Delete ${rule.description}`} onClick={() => remove.mutate(rule.id)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label="New alert rule">
        <div className="grid gap-1">
          <Label htmlFor="alert-kind">Tell me when</Label>
          <select
            id="alert-kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as NewKind)}
            className="h-9 rounded-md border bg-background px-2 text-sm"
          >
            {(Object.keys(KIND_LABELS) as NewKind[]).map((value) => (
              <option key={value} value={value}>
                {KIND_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        {kind === 'settled' ? null : (
          <div className="grid w-28 gap-1">
            <Label htmlFor="alert-percent">{kind === 'ev' ? 'Minimum EV %' : 'Minimum profit %'}</Label>
            <Input id="alert-percent" inputMode="decimal" value={percent} onChange={(event) => setPercent(event.target.value)} />
          </div>
        )}
        <Button type="submit" size="sm" disabled={create.isPending}>
          Add alert
        </Button>
      </form>
      {create.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {describeError(create.error)}
        </p>
      ) : null}
    </section>
  );
}
