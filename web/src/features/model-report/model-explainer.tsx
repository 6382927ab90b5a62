/** What the report's numbers mean and what they do not ("a plain explanation"). */
export function ModelExplainer() {
  return (
    <div className="grid gap-2 text-sm" data-testid="model-explainer">
      <ul className="grid list-disc gap-1.5 pl-5">
        <li>
          <strong>Walk-forward.</strong> Every week is predicted only from the games of earlier weeks; the week's results are learned after
          its predictions. No game ever informs its own prediction.
        </li>
        <li>
          <strong>(a) Fitted model</strong> (the Playbook model): team ratings fitted from scores (and, for later weeks, earlier games' closing lines), with
          home field, rest and a regression toward the mean between seasons. In the NFL it also knows each game's starting quarterback (a
          backup costs his team points, more when he has few starts) and takes points off the total in strong wind.
        </li>
        <li>
          <strong>(a2) Model + closing line</strong>: the model averaged with the game's own closing spread and total. The closing line is
          the price known at kickoff, so this is not a forecast anyone could make earlier in the week.
        </li>
        <li>
          <strong>(b) Stat comparison</strong>: the weighted matchup and over/under predictors the H2H and over/under screens show beside the model, fed
          both teams' season-to-date stats from the week before the game. Its confidence is taken as the favoured side's win chance and
          its spread as the margin; it only exists where those stats are stored, so it is compared on those games alone.
        </li>
        <li>
          <strong>(c) Closing line</strong>: the market's final price before kickoff (the moneyline with the bookmaker's margin removed,
          the spread as the margin, the total line as the total).
        </li>
        <li>
          <strong>Straight-up</strong>: how often the favoured side won (ties left out). <strong>Brier</strong> (mean squared error of the
          win probability) and <strong>log loss</strong>: lower is better; always guessing 50% scores 0.25 and 0.693.
        </li>
        <li>
          <strong>MAE</strong>: the average miss of the margin and of the total, in points. <strong>ATS</strong> and{' '}
          <strong>O/U</strong>: the model's picks against the closing spread and total; about 52.4% is needed to beat a −110 price.
        </li>
        <li>
          <strong>Calibration</strong>: of games given, say, 70%, about 70% should be won. The error is the mean gap between predicted
          and observed over ten groups of games, counted two ways: bins of 0.1 of probability (the chart's; the end bins hold few games,
          which makes the error noisy) and equal-count deciles (ten groups of the same size, ordered by probability). <strong>By chance</strong> (under each calibration error in the tables, in parentheses in the list) is the range a perfectly calibrated forecaster of the
          same games would score in 90% of simulated seasons: an error inside it is no evidence of miscalibration, one above it is.
        </li>
      </ul>
      <p className="text-muted-foreground">
        What they do not mean: a past record is not a promise. No model here beats the closing line reliably, and a small edge in one
        sample is well within chance. Use the figures to judge how far to trust a prediction, not as a betting system.
      </p>
    </div>
  );
}
