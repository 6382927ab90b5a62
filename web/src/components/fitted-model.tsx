import { formatMetric } from '@playbook/core';
import type { ModelPredictResponse } from '@playbook/contracts';
import { formatEdge, gameContextStories, modelFavourite, modelOverProbability, totalStory, winnerStory } from '@/lib/model-story';
import { useModelPrediction, type ModelPredictionRequest } from '@/lib/queries/model-prediction';

interface Names {
  homeName: string;
  awayName: string;
}

interface FrameProps {
  request: ModelPredictionRequest;
  /** Whether a 100-game simulation on this screen draws from the model (the Game Stats dialog has none). */
  simulated?: boolean;
}

function FittedModelFrame({ request, simulated = true, children }: FrameProps & { children: (answer: ModelPredictResponse) => React.ReactNode }) {
  const query = useModelPrediction(request);
  return (
    <section aria-label="Fitted model" className="grid gap-2 rounded-md border p-3 text-sm">
      <h4 className="font-medium">Fitted model</h4>
      {query.isPending ? (
        <p className="text-muted-foreground">Loading the fitted model…</p>
      ) : query.isError ? (
        <p className="text-muted-foreground">The fitted model is unavailable: {query.error.message}</p>
      ) : (
        <>
          {children(query.data)}
          {gameContextStories(query.data).map((line) => (
            <p key={line} className="tabular-nums">
              {line}
            </p>
          ))}
          <p className="text-xs text-muted-foreground">
            Ratings fitted on {query.data.gamesFitted.toLocaleString('en-US')} finished games (see the Model Report).
            {simulated && " The 100-game simulation draws its scoring from this model's expected points."}
          </p>
        </>
      )}
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{value}</dd>
    </>
  );
}

/**
 * Issue 14 "one story per screen", H2H: the fitted model's winner, probability, margin and edge beside the
 * spec's prediction, and one sentence saying whether the two agree.
 */
export function FittedModelMatchup({ request, simulated, homeName, awayName, heuristicWinner }: Names & FrameProps & { heuristicWinner: string }) {
  return (
    <FittedModelFrame request={request} simulated={simulated}>
      {(answer) => {
        const favourite = modelFavourite(answer, homeName, awayName);
        return (
          <>
            <p className="font-medium">{winnerStory(heuristicWinner, favourite)}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <Row label={`Model win probability (${favourite.team})`} value={formatMetric('probability', favourite.probability)} />
              <Row label="Model margin" value={`${favourite.team} by ${formatMetric('points', favourite.margin)}`} />
              <Row label="Model total" value={formatMetric('points', answer.prediction.total)} />
              <Row label="Edge vs no-vig moneyline" value={formatEdge(favourite.edge)} />
            </dl>
          </>
        );
      }}
    </FittedModelFrame>
  );
}

interface TotalProps {
  request: ModelPredictionRequest;
  heuristicSide: string;
  bettingTotal: number;
  /** The over/under prices' no-vig chance of the over, or null without posted prices. */
  marketOver: number | null;
}

/**
 * The same for the over/under: the model's total and side of the line beside the spec's recommendation, and its
 * chance of the over (in the totals spread the parlay analysis assumes) against the no-vig over price.
 */
export function FittedModelTotal({ request, heuristicSide, bettingTotal, marketOver }: TotalProps) {
  return (
    <FittedModelFrame request={request}>
      {(answer) => {
        const over = modelOverProbability(answer.prediction.total, bettingTotal, request.league);
        return (
          <>
            <p className="font-medium">{totalStory(heuristicSide, bettingTotal, answer.prediction.total)}</p>
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
              <Row label="Model total" value={formatMetric('points', answer.prediction.total)} />
              <Row label="Model gap to the line" value={formatMetric('pointMargin', answer.prediction.total - bettingTotal)} />
              <Row label="Model chance of the over" value={formatMetric('probability', over)} />
              <Row label="Edge vs no-vig over price" value={marketOver === null ? 'No posted prices' : formatEdge(100 * (over - marketOver))} />
            </dl>
          </>
        );
      }}
    </FittedModelFrame>
  );
}
