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

/**
 * Spec 2 §2 "Set Your Goals". On blur an empty target reverts to 150 (a typed 0 stays, so the live fetch can
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
        <FormField label="Daily Profit Target">
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              value={goals.target}
              onChange={(event) => onChange({ ...goals, target: event.target.value })}
              onBlur={() => onChange({ ...goals, target: settledOnBlur(goals.target, DEFAULT_TARGET_TEXT) })}
            />
          )}
        </FormField>
        <FormField label="Max Risk Tolerance">
          {(c) => (
            <Input
              {...c}
              type="number"
              inputMode="decimal"
              min={0}
              step={1}
              value={goals.maxRisk}
              onChange={(event) => onChange({ ...goals, maxRisk: event.target.value })}
              onBlur={() => onChange({ ...goals, maxRisk: positiveAmount(goals.maxRisk) === null ? DEFAULT_MAX_RISK_TEXT : goals.maxRisk })}
            />
          )}
        </FormField>
      </CardContent>
    </Card>
  );
}
