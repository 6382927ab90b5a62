// A simulated game's result, apart from the simulation so that the drive and overtime rules can name it
// without importing the game loop that calls them.

/**
 * One team's line in a simulated game. score = 7 × touchdowns + 3 × fieldGoals + 2 × safeties
 * = the quarter scores + overtimeScore.
 */
export interface SimTeamBoxScore {
  score: number;
  quarterScores: [number, number, number, number];
  /** Points scored in overtime (0 when the game was decided in regulation). */
  overtimeScore: number;
  touchdowns: number;
  fieldGoals: number;
  /** Safeties this team's defence scored. */
  safeties: number;
  drives: number;
}

/** A finished game, overtime included: equal scores are an NFL tie, which is rare; NCAA games never tie. */
export interface GameSimulationResult {
  team1: SimTeamBoxScore;
  team2: SimTeamBoxScore;
  /** Overtime periods played: 0 without overtime, 1 in the NFL, 1 or more in NCAA. */
  overtimePeriods: number;
}
