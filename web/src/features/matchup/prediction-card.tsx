import { MAX_REASONING_POINTS, formatMetric, type MatchupPrediction } from '@playbook/core';
import type { TeamStatsRecord } from '@playbook/contracts';
import { MarketComparison } from '@/components/market-comparison';
import { InjuryImpactBadge } from '@/components/team-picker';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { twoWayNoVig } from '@/lib/market-probability';
import { formatSignedPoints } from '@/lib/odds-format';
import type { PostedLine } from './matchup-state';
import { spreadAnalysis } from './spread-analysis';

interface PredictionCardProps {
  away: TeamStatsRecord;
  home: TeamStatsRecord;
  line: PostedLine | null;
  prediction: MatchupPrediction;
}

function marketOf(prediction: MatchupPrediction, home: TeamStatsRecord, line: PostedLine | null) {
  // Issue 17 item 9: one wording for a scheduled game without odds and a manual pairing; neither has a line.
  if (line === null) return { probability: null, source: 'No posted line for this game' };
  const fair = twoWayNoVig(line.awayMoneyline, line.homeMoneyline);
  if (fair === null) return { probability: null, source: 'No posted moneyline for this game' };
  return { probability: prediction.winner === home.teamName ? fair[1] : fair[0], source: `${line.bookmaker} moneyline` };
}

/** Spec 1 §2.3 Prediction Analysis: winner, margin, confidence, spread verdict and up to 5 key points. */
export function PredictionCard({ away, home, line, prediction }: PredictionCardProps) {
  const spread = spreadAnalysis(prediction, away, home, line);
  const market = marketOf(prediction, home, line);
  const spreadText =
    spread.favourite === null ? "Pick'em" : `${spread.favourite} ${formatSignedPoints(-spread.points)}`;
  const margin = formatMetric('points', prediction.spread);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Prediction Analysis</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-xs text-muted-foreground">Predicted Winner</dt>
            <dd className="font-semibold">{prediction.winner}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Margin</dt>
            <dd className="font-semibold tabular-nums">{margin} pts</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Confidence</dt>
            <dd className="font-semibold tabular-nums">{formatMetric('confidence', prediction.confidence)}</dd>
          </div>
        </dl>
        {prediction.evenlyMatched && <p className="text-sm text-muted-foreground">These teams are evenly matched.</p>}

        <section aria-label="Spread analysis" className="grid gap-2 rounded-md border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h4 className="font-medium">Spread Analysis</h4>
            <Badge variant={spread.covers ? 'success' : 'secondary'}>{spread.verdict}</Badge>
          </div>
          <p>
            {spread.source === 'posted' ? `Posted spread (${line?.bookmaker ?? ''})` : 'Rank-based spread (no posted line)'}:{' '}
            <span className="font-medium">{spreadText}</span>
          </p>
          <p className="text-muted-foreground">
            {prediction.winner} {spread.pointsToCover > 0 ? `must win by more than ${spread.pointsToCover}` : 'covers with any win'}; predicted
            margin {margin}.
          </p>
        </section>

        <MarketComparison
          pick={`${prediction.winner} to win`}
          modelProbability={prediction.confidence / 100}
          marketProbability={market.probability}
          source={market.source}
        />

        {prediction.reasoning.length > 0 && (
          <section aria-label="Key points" className="grid gap-1.5">
            <h4 className="text-sm font-medium">Key Points</h4>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {prediction.reasoning.slice(0, MAX_REASONING_POINTS).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </section>
        )}

        <section aria-label="Injury impact" className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {([['team1', away], ['team2', home]] as const).map(([side, team]) => (
            <span key={side} className="flex items-center gap-2">
              {team.teamName} <InjuryImpactBadge impact={prediction.injuryImpact[side].impact} />
            </span>
          ))}
        </section>
      </CardContent>
    </Card>
  );
}
