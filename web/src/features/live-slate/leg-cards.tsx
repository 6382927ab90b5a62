import type { LiveBettingLine } from '@playbook/contracts';
import { formatMetric, legStatus, type LegStatus } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { legSourceText } from '@/lib/headline';
import { usePriceFormat } from '@/lib/odds-format';
import { gameContextStories } from '@/lib/model-story';
import { useModelPrediction } from '@/lib/queries/model-prediction';
import { legModelRequest, legModelStory } from './leg-model-story';
import type { AnalysedLeg } from './selection-analysis';

const STATUS_LABEL: Record<LegStatus, string> = { likely: 'Likely', 'toss-up': 'Toss-up', unlikely: 'Unlikely' };
const STATUS_VARIANT = { likely: 'success', 'toss-up': 'secondary', unlikely: 'destructive' } as const;

/** The fitted model's figures for the leg's game and whether the stat comparison's call and the model agree. */
function LegModel({ leg, fair }: { leg: AnalysedLeg; fair: number | undefined }) {
  const query = useModelPrediction(legModelRequest(leg.line));
  if (!query.data) return null;
  const { figures, story } = legModelStory({ line: leg.line, result: leg.stat }, query.data, fair);
  // A leg the model rated already names its margin or total; a moneyline's figures add the edge on the price.
  const showFigures = leg.result.source !== 'Playbook model' || leg.line.type === 'moneyline';
  return (
    <span className="grid gap-0.5 break-words text-xs">
      {showFigures && <span className="tabular-nums">{figures}</span>}
      {gameContextStories(query.data).map((line) => (
        <span key={line} className="text-muted-foreground">
          {line}
        </span>
      ))}
      {story && <span className="font-medium">{story}</span>}
    </span>
  );
}

/** docs/product/live-slate.md Leg Analysis: a card per leg; clicking one opens the Game Stats Analysis dialog. */
export function LegCards({
  legs,
  onOpen,
  fair = new Map<string, number>(),
}: {
  legs: readonly AnalysedLeg[];
  onOpen: (line: LiveBettingLine) => void;
  /** No-vig probability of each line by id, for the fitted model's edge. */
  fair?: ReadonlyMap<string, number>;
}) {
  const price = usePriceFormat();
  return (
    <ul className="grid gap-2">
      {legs.map((leg, index) => {
        const { line, result } = leg;
        const status = legStatus(result.probability);
        return (
          <li key={`${line.id}-${index}`}>
            <button
              type="button"
              onClick={() => onOpen(line)}
              className="grid w-full min-w-0 gap-1 rounded-md border p-3 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Leg ${index + 1}: ${line.description}, ${formatMetric('confidence', result.probability)}. Open game stats`}
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 break-words font-medium">
                  {index + 1}. {line.description} {price(line.odds)}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-semibold tabular-nums">{formatMetric('confidence', result.probability)}</span>
                  <Badge variant={STATUS_VARIANT[status]}>{STATUS_LABEL[status]}</Badge>
                </span>
              </span>
              <span className="break-words text-xs text-muted-foreground">
                {line.matchup} · {line.bookmaker} · {legSourceText(result.source)}
              </span>
              <span className="break-words text-xs">{result.basis}</span>
              <LegModel leg={leg} fair={fair.get(line.id)} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
