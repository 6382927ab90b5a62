import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';
import { NewRuleForm } from './new-rule-form';
import { useAlertRules, useDeleteRule, useMuteRule } from './use-alerts';

/** The bettor's alert rules: each with mute and delete, and the form for a new one of any kind. */
export function AlertRules() {
  const rules = useAlertRules(true);
  const remove = useDeleteRule();
  const mute = useMuteRule();
  const count = rules.data?.rules.length ?? 0;
  const max = rules.data?.max;

  return (
    <section aria-labelledby="alert-rules-title" className="grid gap-2 border-t pt-3">
      <h3 id="alert-rules-title" className="text-sm font-semibold">
        Your alert rules{max === undefined ? '' : ` (${count} of ${max})`}
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
              <span className={`min-w-0 flex-1 break-words ${rule.muted ? 'text-muted-foreground line-through' : ''}`}>
                {rule.description}
                {rule.muted ? <span className="sr-only"> (muted)</span> : null}
              </span>
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
      <NewRuleForm full={max !== undefined && count >= max} />
    </section>
  );
}
