import { formatMetric } from '@playbook/core';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { FirstHalfData } from './first-half';
import type { FirstHalfState } from './matchup-state';

type Metrics = FirstHalfData['home']['metrics'];

const METRIC_ROWS: { label: string; format: (metrics: Metrics) => string }[] = [
  { label: 'PPA per play', format: (m) => formatMetric('ppa', m.ppa) },
  { label: 'Success rate', format: (m) => formatMetric('probability', m.successRate) },
  { label: 'Turnover margin / game', format: (m) => formatMetric('turnoverMargin', m.turnoverMargin) },
  { label: 'Points per play margin', format: (m) => formatMetric('pointsPerPlayMargin', m.pointsPerPlayMargin) },
  { label: '1st half points / game', format: (m) => formatMetric('points', m.firstHalfPointsPerGame) },
];

function FirstHalfResult({ data }: { data: FirstHalfData }) {
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">1st Half Winner</dt>
          <dd className="font-semibold">{data.prediction.winner}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Confidence</dt>
          <dd className="font-semibold tabular-nums">{formatMetric('confidence', data.prediction.confidence)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">1st half margin</dt>
          <dd className="font-semibold tabular-nums">{formatMetric('points', data.prediction.predictedMargin)} pts</dd>
        </div>
      </dl>
      <Table aria-label="First half metrics">
        <TableHeader>
          <TableRow>
            <TableHead>Metric</TableHead>
            <TableHead className="text-right">{data.away.teamName}</TableHead>
            <TableHead className="text-right">{data.home.teamName}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>1st half win probability</TableCell>
            <TableCell className="text-right tabular-nums">{formatMetric('probability', data.away.winProbability)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMetric('probability', data.home.winProbability)}</TableCell>
          </TableRow>
          {METRIC_ROWS.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell className="text-right tabular-nums">{row.format(data.away.metrics)}</TableCell>
              <TableCell className="text-right tabular-nums">{row.format(data.home.metrics)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** docs/product/matchup-predictor.md: the NCAA 1st half prediction, loading, then data or the error. */
export function FirstHalfCard({ state }: { state: FirstHalfState }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">1st Half Prediction</CardTitle>
      </CardHeader>
      <CardContent>
        {state.status === 'loading' && <Spinner label="Loading first half prediction..." className="py-6" />}
        {state.status === 'error' && (
          <Alert variant="destructive" role="alert">
            {state.message}
          </Alert>
        )}
        {state.status === 'success' && <FirstHalfResult data={state.data} />}
      </CardContent>
    </Card>
  );
}
