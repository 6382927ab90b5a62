import { Target } from 'lucide-react';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { DEFAULT_MAX_RISK_TEXT, DEFAULT_TARGET_TEXT, positiveAmount, settledOnBlur } from './generator-inputs';
import type { GeneratorGoals } from './use-parlay-generator';

interface GoalsCardProps {
  goals: GeneratorGoals;
  onChange: (goals: GeneratorGoals) => void;
}

/** A dollar amount typed as text; `settle` gives what the field holds once it loses focus. */
function GoalInput({ label, value, onChange, settle }: { label: string; value: string; onChange: (text: string) => void; settle: (text: string) => string }) {
  return (
    <FormField label={label}>
      {(c) => (
        <Input
          {...c}
          type="number"
          inputMode="decimal"
          min={0}
          step={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => onChange(settle(value))}
        />
      )}
    </FormField>
  );
}

/**
 * docs/product/profit-target.md "Set Your Goals". On blur an empty target reverts to 150 (a typed 0 stays, so the live fetch can
 * say 'Invalid Input'); max risk reverts to 500 when empty or not a positive amount, as no message exists for it.
 */
export function GoalsCard({ goals, onChange }: GoalsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Target className="size-5 text-primary" aria-hidden="true" />
          Set Your Goals
        </CardTitle>
        <CardDescription>How much you want to win today, and the most you are willing to stake in all.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <GoalInput
          label="Daily Profit Target"
          value={goals.target}
          onChange={(target) => onChange({ ...goals, target })}
          settle={(text) => settledOnBlur(text, DEFAULT_TARGET_TEXT)}
        />
        <GoalInput
          label="Max Risk Tolerance"
          value={goals.maxRisk}
          onChange={(maxRisk) => onChange({ ...goals, maxRisk })}
          settle={(text) => (positiveAmount(text) === null ? DEFAULT_MAX_RISK_TEXT : text)}
        />
      </CardContent>
    </Card>
  );
}
