/**
 * The metric glossary behind the help icons (docs/product/odds-and-storage.md): one entry per key, in the page's order. The page
 * gives three definition texts (risk fraction, Kelly multiplier, sum of inverse returns); the others are ours.
 * Definitions describe what the app shows without repeating its thresholds, which live with the code using them.
 */

export type GlossaryCategory = 'team_stats' | 'betting' | 'prediction' | 'financial';

export interface GlossaryEntry {
  key: string;
  title: string;
  definition: string;
  category: GlossaryCategory;
}

function entry(key: string, title: string, category: GlossaryCategory, definition: string): GlossaryEntry {
  return { key, title, definition, category };
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  entry('rank', 'Rank', 'team_stats',
    "The team's position in the league when all teams are ordered by combined score; 1 is the best."),
  entry('third_down_pct', '3rd Down %', 'team_stats',
    'The share of third downs the offense converts into a new first down or a touchdown. Higher means drives '
      + 'stay alive.'),
  entry('red_zone_pct', 'Red Zone %', 'team_stats',
    "The share of trips inside the opponent's 20-yard line that the offense turns into points. Higher means fewer "
      + 'wasted drives.'),
  entry('ats_win_pct', 'ATS Win %', 'team_stats',
    'Against the spread: the share of games in which the team covered the point spread, win or lose.'),
  entry('ppg', 'PPG', 'team_stats',
    'Points per game: the average number of points the team scores in a game.'),
  entry('points_per_game', 'Points Per Game', 'team_stats',
    'The average number of points the team scores in a game.'),
  entry('turnovers_per_game', 'Turnovers/G', 'team_stats',
    'Interceptions thrown plus fumbles lost per game. Lower is better: each turnover hands the ball to the opponent.'),
  entry('yards_per_play', 'Yards/Play', 'team_stats',
    'Average yards gained on each offensive play, a measure of offensive efficiency independent of pace.'),
  entry('penalties_per_game', 'Penalties/G', 'team_stats',
    'Average number of accepted penalties against the team per game. Lower means more disciplined play.'),
  entry('field_goals_per_game', 'FG/Game', 'team_stats',
    'Average number of field goals made per game, showing how often drives end in points even without a touchdown.'),
  entry('opponent_ppg', 'Opp PPG', 'team_stats',
    'Opponent points per game: the average number of points the team allows. Lower means a stronger defense.'),
  entry('opponent_red_zone_scores', 'Opp RZ/G', 'team_stats',
    "Average number of times per game opponents score after reaching the team's 20-yard line. Lower is better."),
  entry('strength_of_schedule', 'SOS', 'team_stats',
    "Strength of schedule: how good the team's opponents have been. Higher means a tougher schedule, so the "
      + "team's numbers were earned against better teams."),
  entry('points_per_play_margin', 'PPP Margin', 'team_stats',
    'Points per play scored minus points per play allowed. Above 0 means the team outscores opponents play for play.'),
  entry('time_of_possession', 'Time of Poss', 'team_stats',
    'Average time per game the offense holds the ball, shown as minutes:seconds. More possession keeps the '
      + "opponent's offense off the field."),
  entry('seconds_per_play', 'Sec/Play', 'team_stats',
    "Average seconds of game clock between the offense's plays, a measure of pace. Fewer seconds means a faster "
      + 'offense and more plays per game.'),
  entry('combined_score', 'Combined Score', 'team_stats',
    "One number that blends the team's 3rd down %, red zone %, ATS win rate, points per game, opponent points per "
      + 'game, opponent red zone scores, field goals per game and turnovers. Teams are ranked by it.'),
  entry('moneyline_odds', 'Moneyline Odds', 'betting',
    'The American price to back the team to win outright: -150 means stake $150 to win $100, +150 means stake '
      + '$100 to win $150.'),
  entry('implied_win_probability', 'Implied Win Probability', 'betting',
    "The chance of winning that the team's moneyline odds imply, including the bookmaker's margin."),
  entry('odds', 'Odds', 'betting',
    'The price of a bet in American format. A minus sign marks the favorite (stake that much to win $100); a plus '
      + 'sign marks the underdog (what a $100 stake wins).'),
  entry('stake', 'Stake', 'betting',
    'The amount of money placed on a bet. It is lost if the bet loses and returned with the winnings if it wins.'),
  entry('profit', 'Profit', 'betting',
    'What a winning bet earns on top of the stake returned: the payout minus the stake.'),
  entry('implied_probability', 'Implied Probability', 'betting',
    'The chance of winning that the odds imply: 100 / (odds + 100) for plus odds, |odds| / (|odds| + 100) for minus '
      + 'odds. A bet has value when its true chance is higher.'),
  entry('spread', 'Spread', 'betting',
    'The points handicap set by bookmakers. The favorite must win by more than the spread to cover; the underdog '
      + 'covers by losing by less or winning.'),
  entry('over_under', 'Over/Under', 'betting',
    "A bet on whether the two teams' combined points finish above (over) or below (under) the bookmaker's line."),
  entry('total', 'Total', 'betting',
    'The combined points line for a game set by bookmakers; an exact landing on the line is a push and the stake '
      + 'is returned.'),
  entry('favored_score', 'Favored Score', 'team_stats',
    'A score for how the betting market rates the team going into its next game; it is higher when the team is '
      + 'the favorite.'),
  entry('bankroll', 'Bankroll', 'financial',
    'The total money set aside for betting. Stakes are sized as a share of it so that a losing run cannot wipe it '
      + 'out.'),
  entry('risk_fraction', 'Risk Fraction', 'financial',
    'The share of the bankroll put at risk on this bet. Typically 1 to 5% per bet.'),
  entry('kelly_multiplier', 'Kelly Multiplier', 'financial',
    'Scales the Kelly-criterion stake down to limit swings. A Kelly multiplier of 0.25 means 25% of the optimal bet.'),
  entry('payout_multiplier', 'Payout Multiplier', 'financial',
    'The net profit per dollar staked on a leg if it wins, stake not included (decimal odds 1 + m for a multiplier m). '
      + 'A leg at 2.5x pays $2.50 of profit and returns $3.50 for each $1 staked.'),
  entry('total_stake_required', 'Total Stake Required', 'financial',
    'The sum of the stakes across all legs of the hedge, the money needed to place every bet.'),
  entry('guaranteed_min_profit', 'Guaranteed Min Profit', 'financial',
    'The smallest profit across all outcomes of the hedge: the worst case if exactly one leg wins. Zero or more '
      + 'means break-even is guaranteed.'),
  entry('guaranteed_max_profit', 'Guaranteed Max Profit', 'financial',
    'The largest profit across all outcomes of the hedge: the best case, usually when the preferred bet wins.'),
  entry('sum_of_inverse_returns', 'Sum of Inverse Returns', 'financial',
    "The sum of 1 / (1 + m) over all legs, where m is a leg's payout multiplier and 1 + m its decimal odds. A sum of "
      + 'inverse returns under 1.0 indicates profitable arbitrage.'),
  entry('expected_payout', 'Expected Payout', 'financial',
    'What a leg returns if it wins, stake included: its stake times (1 + m), where m is its payout multiplier.'),
  entry('predicted_total', 'Predicted Total', 'prediction',
    'The combined points the model expects both teams to score, compared with the betting line to call over or under.'),
  entry('confidence', 'Confidence', 'prediction',
    'How sure the model is of its pick, in percent. 50% is a coin flip; higher values mean the statistics favor the '
      + 'pick more clearly.'),
  entry('win_percentage', 'Win Percentage', 'prediction',
    'The share of games won, in percent; in a simulation, the share of simulated games a team won.'),
  entry('required_stake', 'Required Stake', 'financial',
    'The stake a parlay needs so that a win earns the profit target: target / (decimal odds - 1).'),
  entry('actual_profit', 'Actual Profit', 'financial',
    'The profit the parlay pays at the required stake if every leg wins.'),
  entry('performance', 'Performance', 'prediction',
    'A badge rating the combined score against the top of the scale: Excellent, Good or Needs Improvement.'),
  entry('trend', 'Trend', 'prediction',
    'Whether a metric is moving up, down or holding steady; shown by the colour of the subtitle.'),
];
