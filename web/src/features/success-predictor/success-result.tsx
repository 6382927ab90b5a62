import { TrendingDown, TrendingUp } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { outlookMessage, type SuccessComparison } from './success-rate';

const percent = (value: number) => `${value.toFixed(2)}%`;

/** docs/product/success-predictor.md: the predicted success rate against the implied probability, with the outlook message. */
export function SuccessResult({ result }: { result: SuccessComparison }) {
  const Icon = result.outlook === 'optimistic' ? TrendingUp : TrendingDown;
  return (
    <Card aria-labelledby="success-result-title">
      <CardHeader>
        <CardTitle id="success-result-title">Prediction Result</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-md bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">Predicted Success Rate</dt>
            <dd className="text-2xl font-semibold tabular-nums">{percent(result.predictedSuccessRate)}</dd>
          </div>
          <div className="rounded-md bg-muted/60 p-3">
            <dt className="text-xs text-muted-foreground">Implied Probability</dt>
            <dd className="text-2xl font-semibold tabular-nums">{percent(result.impliedProbability)}</dd>
          </div>
        </dl>
        <Alert role="status">
          <Icon aria-hidden="true" />
          <span>{outlookMessage(result.outlook)}</span>
        </Alert>
      </CardContent>
    </Card>
  );
}
