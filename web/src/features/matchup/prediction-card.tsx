import { MAX_REASONING_POINTS, formatMetric, type MatchupPrediction } from '@playbook/core';
import type { TeamStatsRecord } from '@playbook/contracts';
import { HeadlineLoading, ModelFootnotes } from '@/components/fitted-model';
import { MarketComparison } from '@/components/market-comparison';
import { InjuryImpactBadge } from '@/components/team-picker';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { headlineSourceText, statEdgeStory, type MatchupHeadline } from '@/lib/headline';
import { twoWayNoVig } from '@/lib/market-probability';
import { formatSignedPoints } from '@/lib/odds-format';
import type { Headlined } from '@/lib/use-headline';
import type { PostedLine } from './matchup-state';
import { spreadAnalysis } from './spread-analysis';

interface PredictionCardProps {
  away: TeamStatsRecord;
  home: TeamStatsRecord;
  line: PostedLine | null;
  /** The stat comparison: the explanation beside the headline (ADR 048). */
  prediction: MatchupPrediction;
  headlined: Headlined<MatchupHeadline>;
  /** Whether the screen's 100-game simulation draws from the model. */
  simulated?: boolean;
}

function marketOf(headline: MatchupHeadline, home: TeamStatsRecord, line: PostedLine | null) {
  // One wording for a scheduled game without odds and a manual pairing; neither has a line.
  if (line === null) return { probability: null, source: 'No posted line for this game' };
  const fair = twoWayNoVig(line.awayMoneyline, line.homeMoneyline);
  if (fair === null) return { probability: null, source: 'No posted moneyline for this game' };
  return { probability: headline.winner === home.teamName ? fair[1] : fair[0], source: `${line.bookmaker} moneyline` };
}

function Figure({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 sm:col-span-1' : undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** The headline's winner, margin, probability and total, the spread verdict and the market beside it. */
function Headline({ headline, away, home, line }: { headline: MatchupHeadline; away: TeamStatsRecord; home: TeamStatsRecord; line: PostedLine | null }) {
  const spread = spreadAnalysis({ winner: headline.winner, spread: headline.margin }, away, home, line);
  const market = marketOf(headline, home, line);
  const spreadText = spread.favourite === null ? "Pick'em" : `${spread.favourite} ${formatSignedPoints(-spread.points)}`;
  const margin = formatMetric('points', headline.margin);
  return (
    <>
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">{headlineSourceText(headline.source)}</p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Predicted Winner" value={headline.winner} wide />
          <Figure label="Margin" value={`${margin} pts`} />
          <Figure label="Win probability" value={formatMetric('probability', headline.probability)} />
          {headline.total !== null && <Figure label="Total" value={`${formatMetric('points', headline.total)} pts`} />}
        </dl>
      </div>
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
          {headline.winner} {spread.pointsToCover > 0 ? `must win by more than ${spread.pointsToCover}` : 'covers with any win'}; predicted margin {margin}.
        </p>
      </section>
      <MarketComparison
        pick={`${headline.winner} to win`}
        modelProbability={headline.probability}
        marketProbability={market.probability}
        source={market.source}
        fitted={headline.source === 'model'}
      />
    </>
  );
}

/**
 * docs/product/matchup-predictor.md Prediction Analysis. One prediction (ADR 048): the Playbook model's winner, margin, probability and
 * total where it knows the game, with the spread verdict from them; the stat comparison's pick and key points
 * beside it as the explanation.
 */
export function PredictionCard({ away, home, line, prediction, headlined, simulated }: PredictionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Prediction Analysis</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {headlined.status === 'loading' ? (
          <HeadlineLoading />
        ) : (
          <>
            <Headline headline={headlined.headline} away={away} home={home} line={line} />
            <section aria-label="Stat comparison" className="grid gap-1.5 text-sm">
              <h4 className="font-medium">Stat comparison</h4>
              <p>{statEdgeStory(prediction, headlined.headline)}</p>
              {prediction.reasoning.length > 0 && (
                <ul className="list-disc space-y-1 pl-5" aria-label="Key points">
                  {prediction.reasoning.slice(0, MAX_REASONING_POINTS).map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              )}
            </section>
            <ModelFootnotes answer={headlined.answer} unavailable={headlined.unavailable} simulated={simulated} />
          </>
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
