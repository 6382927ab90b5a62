import { findTeam, predictFirstHalf, type FirstHalfPrediction, type FirstHalfTeam } from '@playbook/core';
import { freshnessOf, leagueStateOf, type Freshness } from '../read-models/league-state.ts';
import type { CachedModel } from '../read-models/read-cache.ts';
import type { SportsReads } from '../sports-data.ts';
import { advancedStatsOfSeason, type TeamAdvancedStats } from './advanced-stats.ts';

interface SeasonStats extends Freshness {
  season: number | null;
  teams: TeamAdvancedStats[];
}

export type FirstHalfOutcome =
  | { found: true; prediction: FirstHalfPrediction & { home: { teamName: string }; away: { teamName: string } }; freshness: Freshness }
  | { found: false; missing: string }
  | { found: true; prediction: null; withoutStats: string };

/** The first-half model's inputs, or null when the source reported no EPA, success rate or first-half scoring. */
function firstHalfTeam(team: TeamAdvancedStats): FirstHalfTeam | null {
  const { ppa, successRate, turnoverMargin, pointsPerPlayMargin, firstHalfPointsPerGame } = team.stats;
  if (ppa === null || successRate === null || firstHalfPointsPerGame === null) return null;
  return { teamName: team.teamName, ppa, successRate, turnoverMargin, pointsPerPlayMargin, firstHalfPointsPerGame };
}

export class CfbService {
  private readonly seasons: CachedModel<SeasonStats>;

  constructor(private readonly sports: SportsReads) {
    this.seasons = sports.cache.model<SeasonStats>();
  }

  /** Advanced stats of the given season, or of the current one. */
  seasonStats(season?: number): Promise<SeasonStats> {
    return this.seasons.get(String(season ?? 'current'), async () => {
      const state = await leagueStateOf(this.sports.db, 'NCAA');
      const year = season ?? state?.season ?? null;
      const teams = year === null ? [] : await advancedStatsOfSeason(this.sports.db, year);
      return { ...freshnessOf([state], this.sports.source), season: year, teams };
    });
  }

  /** Core's first-half model (docs/product/matchup-predictor.md) on the current season's stored advanced stats. */
  async firstHalf(homeTeam: string, awayTeam: string): Promise<FirstHalfOutcome> {
    const { teams, lastUpdated, source } = await this.seasonStats();
    const home = findTeam(homeTeam, teams);
    if (!home) return { found: false, missing: homeTeam };
    const away = findTeam(awayTeam, teams);
    if (!away) return { found: false, missing: awayTeam };
    const homeInputs = firstHalfTeam(home);
    const awayInputs = firstHalfTeam(away);
    if (!homeInputs || !awayInputs) return { found: true, prediction: null, withoutStats: (homeInputs ? away : home).teamName };
    const prediction = predictFirstHalf(homeInputs, awayInputs);
    return {
      found: true,
      prediction: {
        ...prediction,
        home: { ...prediction.home, teamName: home.teamName },
        away: { ...prediction.away, teamName: away.teamName },
      },
      freshness: { lastUpdated, source },
    };
  }
}
