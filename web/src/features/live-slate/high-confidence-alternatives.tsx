import { formatMetric } from '@playbook/core';
import { usePriceFormat } from '@/lib/odds-format';
import { gameContextStories } from '@/lib/model-story';
import { useModelPrediction } from '@/lib/queries/model-prediction';
import type { Alternative } from './game-stats';
import { legModelRequest, recommendationModelText } from './leg-model-story';

/**
 * One weekly recommendation (docs/product/live-slate.md: the High-Confidence Alternatives of an avoid) with the fitted model's
 * probability and edge inline after the page's line, and under it the rest the model counted for the
 * game's kick-off, as the dialogs and the leg cards say it (ADR 024): the figure moved with that rest, so the
 * line says what it counted. No rest line while the model has not answered or either rest is unknown.
 */
function AlternativeItem({ alternative }: { alternative: Alternative }) {
  const price = usePriceFormat();
  const query = useModelPrediction(legModelRequest({ matchup: alternative.game, league: alternative.league, gameTime: alternative.gameTime }));
  return (
    <li className="grid gap-0.5 break-words">
      <span>
        {alternative.selection} {price(alternative.odds)} ({alternative.game}, {alternative.bookmaker}): {formatMetric('confidence', alternative.confidence)}
        {query.data && <span className="text-muted-foreground"> · {recommendationModelText(alternative, query.data)}</span>}
      </span>
      {query.data &&
        gameContextStories(query.data).map((line) => (
          <span key={line} className="text-xs text-muted-foreground tabular-nums">
            {line}
          </span>
        ))}
    </li>
  );
}

/** The avoid block's list of this week's picks of 62% or more from other games. */
export function HighConfidenceAlternatives({ alternatives }: { alternatives: readonly Alternative[] }) {
  return (
    <div className="mt-1">
      <h5 className="text-sm font-medium">High-Confidence Alternatives</h5>
      {alternatives.length === 0 ? (
        <p className="text-sm text-muted-foreground">No pick this week reaches 62% confidence.</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {alternatives.map((alternative) => (
            <AlternativeItem key={`${alternative.eventId}-${alternative.selection}`} alternative={alternative} />
          ))}
        </ul>
      )}
    </div>
  );
}
