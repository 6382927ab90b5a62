import type { FootballLeague, InjuryRecord, LiveBettingLine, TeamStatsRecord, WeeklyRecommendationRecord } from '@playbook/contracts';
import { normalizeTeamName, splitMatchup, weeklyRecommendations, type RecommendationGame } from '@playbook/core';
import { preferredBookmaker } from '../sports/games-and-lines/bookmakers.ts';
import { InjuriesService } from '../sports/injuries/service.ts';
import { SlateService } from '../sports/slate/service.ts';
import type { SportsData } from '../sports/sports-data.ts';
import { TeamsService } from '../sports/teams/service.ts';

interface LeagueData {
  teams: Map<string, TeamStatsRecord>;
  injuries: Map<string, InjuryRecord[]>;
}

function byTeam<T extends { teamName: string }>(records: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const record of records) {
    const key = normalizeTeamName(record.teamName);
    map.set(key, [...(map.get(key) ?? []), record]);
  }
  return map;
}

/**
 * GET /api/recommendations/weekly: the same models as the browser's parlay analysis (core's
 * weeklyRecommendations) on the stored team stats and injuries, priced at each game's preferred bookmaker's
 * main lines (the one set of prices a game card shows), so a recommendation can be bet as shown.
 */
export class RecommendationsService {
  private readonly slate: SlateService;
  private readonly teams: TeamsService;
  private readonly injuries: InjuriesService;

  constructor(sports: SportsData) {
    this.slate = new SlateService(sports);
    this.teams = new TeamsService(sports);
    this.injuries = new InjuriesService(sports);
  }

  private async leagueData(league: FootballLeague): Promise<LeagueData> {
    const [{ teams }, { injuries }] = await Promise.all([this.teams.teams(league), this.injuries.injuries(league, undefined)]);
    const teamMap = new Map<string, TeamStatsRecord>();
    for (const [key, records] of byTeam(teams)) if (records[0]) teamMap.set(key, records[0]);
    return { teams: teamMap, injuries: byTeam(injuries) };
  }

  async weekly(league: FootballLeague | undefined) {
    const { lines, lastUpdated, source } = await this.slate.bettingLines();
    const data: Record<FootballLeague, LeagueData> = { NFL: await this.leagueData('NFL'), NCAA: await this.leagueData('NCAA') };
    const games = new Map<string, LiveBettingLine[]>();
    for (const line of lines) {
      if (line.isAlternate || line.league === 'MLB' || (league !== undefined && line.league !== league)) continue;
      games.set(line.eventId, [...(games.get(line.eventId) ?? []), line]);
    }
    const meta = new Map<string, { league: FootballLeague; bookmaker: string; eventId: string }>();
    const inputs: RecommendationGame[] = [];
    for (const [eventId, gameLines] of games) {
      const first = gameLines[0];
      const bookmaker = preferredBookmaker(gameLines);
      if (!first || bookmaker === undefined || first.league === 'MLB') continue;
      const { teams, injuries } = data[first.league];
      const { away, home } = splitMatchup(first.matchup);
      const awayKey = normalizeTeamName(away);
      const homeKey = normalizeTeamName(home);
      meta.set(first.matchup, { league: first.league, bookmaker, eventId });
      inputs.push({
        game: first.matchup,
        away: teams.get(awayKey) ?? null,
        home: teams.get(homeKey) ?? null,
        awayInjuries: injuries.get(awayKey) ?? [],
        homeInjuries: injuries.get(homeKey) ?? [],
        lines: gameLines.filter((line) => line.bookmaker === bookmaker).map(({ type, description, odds }) => ({ type, description, odds })),
      });
    }
    const recommendations = weeklyRecommendations(inputs).flatMap((rec): WeeklyRecommendationRecord[] => {
      const where = meta.get(rec.game);
      return where ? [{ ...rec, ...where }] : [];
    });
    return { success: true as const, lastUpdated, source, data: recommendations };
  }
}
