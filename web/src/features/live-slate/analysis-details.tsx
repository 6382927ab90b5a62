import { LEG_PROBABILITY_CAP, LEG_PROBABILITY_FLOOR, MARGIN_SPREAD_POINTS, TOTAL_SPREAD_POINTS } from '@playbook/core';

/** docs/product/live-slate.md Details: how the numbers are made, and from which inputs (docs/product/README.md: no random leg analysis). */
export function AnalysisDetails({ inputs }: { inputs: string }) {
  return (
    <div className="grid gap-2 text-sm">
      <p>
        Leg probabilities come from the Playbook model (team ratings fitted to every stored game) where it knows the game, else from the stat
        comparison of the stored team data, never from random numbers, so the same selection gives the same answer after a reload.
      </p>
      <p className="break-words">Inputs: the Playbook model&apos;s prediction of each game; {inputs}</p>
      <ul className="list-disc gap-1 pl-5">
        <li>
          Moneyline legs: the Playbook model&apos;s chance that the team wins. Spread legs: the model&apos;s expected margin in a normal spread of
          results ({MARGIN_SPREAD_POINTS.NFL} points NFL, {MARGIN_SPREAD_POINTS.NCAA} NCAA), and how often it beats the line. Totals: the
          model&apos;s total against the line, with a spread of {TOTAL_SPREAD_POINTS.NFL} points NFL, {TOTAL_SPREAD_POINTS.NCAA} NCAA.
        </li>
        <li>
          Where the Playbook model does not know a game, the stat comparison (16 weighted season metrics and the injury reports) rates its legs
          the same way from its own confidence and projected total, and the leg says so.
        </li>
        <li>
          Every leg is held between {LEG_PROBABILITY_FLOOR}% and {LEG_PROBABILITY_CAP}%. When a team has no stored stats, the bookmaker&apos;s
          no-vig price stands in and the leg says so.
        </li>
        <li>
          Success probability is the product of the legs; expected value = probability × combined decimal odds − 1. Risk: Low ≥ 60%, Medium ≥
          40%, High ≥ 20%, else Extreme. Recommendation: Strong Buy above +0.2, Moderate Buy above 0, Neutral above −0.1, else Avoid.
        </li>
        <li>Legs of one game are flagged: their probabilities are not independent, so the product overstates or understates the parlay.</li>
      </ul>
    </div>
  );
}
