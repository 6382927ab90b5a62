/**
 * The college games file (`ncaa-games-lines.csv`: CollegeFootballData's /games and /lines joined, ADR 051)
 * as one league snapshot per season, for `npm run import:ncaa`. Pure: text in, snapshots out.
 *
 * Teams: an FBS school is the always-known team (ESPN's id, CFBD's spelling among its aliases); any other
 * school (FCS and below, or a former FBS one) is keyed `cfbd:<school>` under its own name. A game is keyed by
 * CFBD's id, which is ESPN's event id, so a later ESPN refresh of the same game updates the row. The chosen
 * provider's close is stored as that bookmaker's line, dated a minute before kick-off.
 */
import { parseNcaaGamesCsv } from '@playbook/core';
import { CLOSING_LINE_BOOKMAKER, closingLineRecords } from '../closing-line-records.ts';
import { fbsTeamRecords } from '../fbs-teams.ts';
import { priceTimeBeforeKickoff } from '../closing-price.ts';
import type { GameRecord, LeagueSnapshot, LineRecord, TeamRecord } from '../records.ts';

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

/** A moneyline the file holds as it should be quoted: a whole number, and none under 100 in size (not a price). */
const quotedMoneyline = (price: number | null): number | null => (price !== null && Math.abs(price) >= 100 ? Math.round(price) : null);

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
    season.lines.push(
      ...closingLineRecords(
        { spreadLine: row.spreadLine, homeMoneyline: quotedMoneyline(row.homeMoneyline), awayMoneyline: quotedMoneyline(row.awayMoneyline), totalLine: row.totalLine },
        game,
        row.provider ?? CLOSING_LINE_BOOKMAKER,
        priceTimeBeforeKickoff(kickoff.getTime(), now),
      ),
    );
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
