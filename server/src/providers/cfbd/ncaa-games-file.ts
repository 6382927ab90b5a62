/**
 * The college games file (`ncaa-games-lines.csv`: CollegeFootballData's /games and /lines joined, ADR 051)
 * as one league snapshot per season, for `npm run import:ncaa`. Pure: text in, snapshots out.
 *
 * Teams: an FBS school is the always-known team (ESPN's id, CFBD's spelling among its aliases); any other
 * school (FCS and below, or a former FBS one) is keyed `cfbd:<school>` under its own name. A game is keyed by
 * CFBD's id, which is ESPN's event id, so a later ESPN refresh of the same game updates the row. The chosen
 * provider's close is stored as that bookmaker's line, dated a minute before kick-off.
 */
import { parseNcaaGamesCsv, type NcaaGame } from '@playbook/core';
import { fbsTeamRecords } from '../fbs-teams.ts';
import { priceTimeBeforeKickoff } from '../price-time.ts';
import type { GameRecord, LeagueSnapshot, LineRecord, TeamRecord } from '../records.ts';

/** For a row that names no provider. */
const CLOSING_LINE_BOOKMAKER = 'closing line';
/** The standard juice, for a spread or total the file gives without its price. */
const DEFAULT_ODDS = -110;

const negate = (line: number): number => (line === 0 ? 0 : -line);

function teamFinder(): (school: string, conference: string | null) => TeamRecord {
  const fbs = new Map<string, TeamRecord>();
  for (const team of fbsTeamRecords()) for (const name of team.aliases) fbs.set(name.toLowerCase(), team);
  const others = new Map<string, TeamRecord>();
  return (school, conference) => {
    const known = fbs.get(school.toLowerCase());
    if (known !== undefined) return known;
    const seen = others.get(school);
    if (seen !== undefined) return seen;
    const team: TeamRecord = { sourceId: `cfbd:${school}`, name: school, abbreviation: school, conference, division: null, aliases: [school] };
    others.set(school, team);
    return team;
  };
}

function closingLines(row: NcaaGame, game: GameRecord, bookmaker: string, fetchedAt: string): LineRecord[] {
  const line = (market: LineRecord['market'], selection: string, lineValue: number | null, americanOdds: number): LineRecord => ({
    gameId: game.sourceId,
    bookmaker,
    market,
    selection,
    lineValue,
    americanOdds,
    isAlternate: false,
    fetchedAt,
  });
  const lines: LineRecord[] = [];
  // spreadLine is home-positive: the home side's own line is its negation.
  if (row.spreadLine !== null) lines.push(line('spread', game.homeTeamId, negate(row.spreadLine), DEFAULT_ODDS), line('spread', game.awayTeamId, row.spreadLine, DEFAULT_ODDS));
  if (row.homeMoneyline !== null && Math.abs(row.homeMoneyline) >= 100) lines.push(line('moneyline', game.homeTeamId, null, Math.round(row.homeMoneyline)));
  if (row.awayMoneyline !== null && Math.abs(row.awayMoneyline) >= 100) lines.push(line('moneyline', game.awayTeamId, null, Math.round(row.awayMoneyline)));
  if (row.totalLine !== null) lines.push(line('total', 'Over', row.totalLine, DEFAULT_ODDS), line('total', 'Under', row.totalLine, DEFAULT_ODDS));
  return lines;
}

interface SeasonRows {
  teams: Map<string, TeamRecord>;
  games: GameRecord[];
  lines: LineRecord[];
}

/** Every season of the file, oldest first; rows without a kick-off or a final score are left out and counted. */
export function ncaaSnapshots(csv: string, now: Date): { seasons: LeagueSnapshot[]; skipped: number } {
  const teamOf = teamFinder();
  const bySeason = new Map<number, SeasonRows>();
  let skipped = 0;
  for (const row of parseNcaaGamesCsv(csv)) {
    if (row.startDate === null || row.homeScore === null || row.awayScore === null) {
      skipped += 1;
      continue;
    }
    const home = teamOf(row.homeTeam, row.homeConference);
    const away = teamOf(row.awayTeam, row.awayConference);
    const season: SeasonRows = bySeason.get(row.season) ?? { teams: new Map(), games: [], lines: [] };
    bySeason.set(row.season, season);
    season.teams.set(home.sourceId, home);
    season.teams.set(away.sourceId, away);
    const kickoff = new Date(row.startDate);
    const game: GameRecord = {
      sourceId: row.gameId,
      season: row.season,
      week: row.week,
      homeTeamId: home.sourceId,
      awayTeamId: away.sourceId,
      scheduledAt: kickoff.toISOString(),
      status: 'finished',
      period: null,
      clock: null,
      homeScore: row.homeScore,
      awayScore: row.awayScore,
      referee: null,
      venue: null,
      neutralSite: row.neutral,
    };
    season.games.push(game);
    season.lines.push(...closingLines(row, game, row.provider ?? CLOSING_LINE_BOOKMAKER, priceTimeBeforeKickoff(kickoff.getTime(), now)));
  }
  const seasons = [...bySeason]
    .sort(([a], [b]) => a - b)
    .map(([season, { teams, games, lines }]): LeagueSnapshot => ({
      source: 'cfbd',
      league: 'NCAA',
      season,
      currentWeek: null,
      teams: [...teams.values()],
      games,
      boxScores: [],
      lines,
      rosters: [],
    }));
  return { seasons, skipped };
}
