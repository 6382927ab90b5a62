/**
 * What the stand-in sources answer in bench:first-start: the 2025 seasons as the real sources showed them on
 * 2025-12-12 (NFL week 15, the day The Odds API's and ESPN's real captures were taken), built from the real
 * public payloads of /work/shared/data (its SOURCES.md names each file's repository and commit):
 *
 * - ESPN, NFL: today's scoreboard and weeks 15-18 are ESPN's own events (`nfl-events-2025-wk15to17-with-live-game`,
 *   under the real calendar of `nfl-scoreboard-2025-wk12-pregame-odds`); weeks 1-14, which no public capture
 *   holds whole, are nflverse's rows of those games (ESPN's event ids, scores) written in ESPN's event shape; each
 *   finished game's summary is nflverse's team-week statistics of that game in ESPN's summary shape; injuries are
 *   ESPN's week-8 injury list (`nfl-injuries-espn-normalized-2025-wk8`) in ESPN's shape; rosters (no public
 *   capture) are the adapter's own roster fixture.
 * - ESPN, college: CollegeFootballData's 2025 FBS games (`ncaa-games-lines.csv`; its ids are ESPN's) as ESPN
 *   events, summaries without statistics (no capture: the box score is reported missing, the request is made).
 * - ESPN, MLB: the real off-season scoreboard (no games between the World Series and spring training).
 * - The Odds API: its real NFL odds of 2025-12-12 and NCAAF odds of 2023-11-06 (those games match nothing stored).
 */
import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { StandInAnswers } from '../../server/test/helpers/stand-in-source.ts';

const data = (file: string) => new URL(`../../../shared/data/${file}`, import.meta.url);
const json = (file: string): unknown => JSON.parse(readFileSync(data(file), 'utf8'));
const csv = (file: string): Record<string, string>[] =>
  Papa.parse<Record<string, string>>(readFileSync(data(file), 'utf8'), { header: true, skipEmptyLines: true }).data;
const repoFixture = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../server/${file}`, import.meta.url), 'utf8'));

type Json = Record<string, unknown>;
interface TeamRef {
  id: string;
  abbreviation: string;
  displayName: string;
  location: string;
  name: string;
}

const SEASON = 2025;
const NFL_TODAY_WEEK = 15;
const NCAA_TODAY_WEEK = 15;

function event(id: string, date: string, week: number, seasonType: number, home: TeamRef, away: TeamRef, scores: [string, string] | null): Json {
  const final = scores !== null;
  const competitor = (team: TeamRef, homeAway: string, score: string | undefined) => ({
    homeAway,
    ...(score === undefined ? {} : { score }),
    team: { ...team, shortDisplayName: team.name },
  });
  return {
    id,
    date,
    season: { year: SEASON, type: seasonType },
    week: { number: week },
    status: final
      ? { period: 4, displayClock: '0:00', type: { name: 'STATUS_FINAL', state: 'post', completed: true } }
      : { period: 0, displayClock: '0:00', type: { name: 'STATUS_SCHEDULED', state: 'pre', completed: false } },
    competitions: [{ competitors: [competitor(home, 'home', scores?.[0]), competitor(away, 'away', scores?.[1])] }],
  };
}

function scoreboard(calendar: unknown, seasonType: number, week: number, events: unknown[]): Json {
  return { leagues: [{ calendar }], season: { year: SEASON, type: seasonType }, week: { number: week }, events };
}

/** The NFL: ESPN's own weeks 15-18, nflverse's rows before them, nflverse's team-week figures as summaries. */
function nflSeason() {
  const calendar = (json('espn/nfl-scoreboard-2025-wk12-pregame-odds.json') as { leagues: { calendar: unknown }[] }).leagues[0]?.calendar;
  const espnEvents = json('espn/nfl-events-2025-wk15to17-with-live-game.json') as { week: { number: number } }[];
  const teams = json('teams/nfl-teams-espn-ids.json') as { team_abbr: string; city: string; mascot: string; full_name: string; espn_api_id: number }[];
  // ESPN's code where the teams file's differs, and the teams file's code where nflverse's differs.
  const espnCode: Record<string, string> = { WAS: 'WSH' };
  const fileCode: Record<string, string> = { LA: 'LAR' };
  const team = new Map(
    teams.map((row) => [
      row.team_abbr,
      { id: String(row.espn_api_id), abbreviation: espnCode[row.team_abbr] ?? row.team_abbr, displayName: row.full_name, location: row.city, name: row.mascot },
    ]),
  );
  const byCode = (code: string | undefined) => team.get(fileCode[code ?? ''] ?? code ?? '') as TeamRef;
  const rows = csv('nflverse-games.csv').filter((row) => Number(row.season) === SEASON && row.game_type === 'REG' && Number(row.week) < NFL_TODAY_WEEK);
  const weeks = new Map<number, unknown[]>();
  for (const row of rows) {
    const scores: [string, string] | null = row.home_score ? [row.home_score, row.away_score ?? '0'] : null;
    const date = `${row.gameday}T${row.gametime ?? '13:00'}:00-05:00`;
    const list = weeks.get(Number(row.week)) ?? [];
    list.push(event(row.espn ?? '', new Date(date).toISOString(), Number(row.week), 2, byCode(row.home_team), byCode(row.away_team), scores));
    weeks.set(Number(row.week), list);
  }
  for (const espn of espnEvents) weeks.set(espn.week.number, [...(weeks.get(espn.week.number) ?? []), espn]);

  const stats = new Map(csv('team-stats/nflverse-stats_team_week_2025.csv').map((row) => [`${row.week}:${row.team}`, row]));
  const summaries = new Map<string, Json>();
  for (const row of rows.filter((entry) => entry.home_score)) {
    const side = (code: string | undefined, score: string | undefined) => {
      const figures = stats.get(`${row.week}:${code}`);
      const n = (key: string) => Number(figures?.[key] ?? 0);
      const statistics = figures
        ? [
            { name: 'totalOffensivePlays', displayValue: String(n('attempts') + n('carries') + n('sacks_suffered')) },
            { name: 'totalYards', displayValue: String(n('passing_yards') + n('rushing_yards') + n('sack_yards_lost')) },
            { name: 'turnovers', displayValue: String(n('passing_interceptions') + n('sack_fumbles_lost') + n('rushing_fumbles_lost') + n('receiving_fumbles_lost')) },
            { name: 'totalPenaltiesYards', displayValue: `${n('penalties')}-${n('penalty_yards')}` },
          ]
        : [];
      const ref = byCode(code);
      return { box: { team: { id: ref.id }, statistics }, header: { id: ref.id, score }, fieldGoals: Array.from({ length: n('fg_made') }, () => ({ team: { id: ref.id }, scoringType: { abbreviation: 'FG' } })) };
    };
    const home = side(row.home_team, row.home_score);
    const away = side(row.away_team, row.away_score);
    summaries.set(row.espn ?? '', {
      boxscore: { teams: [away.box, home.box] },
      header: { competitions: [{ competitors: [home.header, away.header] }] },
      scoringPlays: [...away.fieldGoals, ...home.fieldGoals],
    });
  }

  const injuryList = json('injuries/nfl-injuries-espn-normalized-2025-wk8.json') as {
    teams: { team_id: string; injuries: { name: string; position: string; status: string; last_updated: string; short_comment?: string }[] }[];
  };
  const injuries = {
    injuries: injuryList.teams.map((entry) => ({
      id: entry.team_id,
      injuries: entry.injuries.map((injury) => ({
        status: injury.status,
        date: injury.last_updated,
        ...(injury.short_comment ? { shortComment: injury.short_comment } : {}),
        athlete: { displayName: injury.name, position: { abbreviation: injury.position } },
      })),
    })),
  };
  return { calendar, weeks, summaries, injuries };
}

/** College: CFBD's 2025 FBS games (ids are ESPN's) as ESPN events under a calendar of their weeks. */
function collegeSeason() {
  const fbs = json('cfbd/teams-fbs.json') as { id: number; school: string; mascot: string; abbreviation: string }[];
  const team = new Map(
    fbs.map((row) => [row.school, { id: String(row.id), abbreviation: row.abbreviation, displayName: `${row.school} ${row.mascot}`, location: row.school, name: row.mascot }]),
  );
  const rows = csv('ncaa-games-lines.csv').filter((row) => Number(row.season) === SEASON && row.season_type === 'regular' && team.has(row.home_team ?? '') && team.has(row.away_team ?? ''));
  const weeks = new Map<number, Json[]>();
  const finished = new Set<string>();
  for (const row of rows) {
    const week = Number(row.week);
    const scores: [string, string] | null = row.home_score ? [row.home_score, row.away_score ?? '0'] : null;
    if (scores) finished.add(row.game_id ?? '');
    const list = weeks.get(week) ?? [];
    list.push(event(row.game_id ?? '', row.start_date ?? '', week, 2, team.get(row.home_team ?? '') as TeamRef, team.get(row.away_team ?? '') as TeamRef, scores));
    weeks.set(week, list);
  }
  const entries = [...weeks]
    .sort(([a], [b]) => a - b)
    .map(([week, events]) => {
      const dates = events.map((entry) => Date.parse(String(entry.date)));
      const start = new Date(Math.min(...dates) - 86_400_000).toISOString();
      return { value: String(week), label: `Week ${week}`, startDate: start, endDate: new Date(Math.max(...dates) + 86_400_000).toISOString() };
    });
  const calendar = [{ value: '2', entries }];
  return { calendar, weeks, finished };
}

/** The stand-in's answers for a first start on 2025-12-12. */
export function realSeasonAnswers(): StandInAnswers {
  const nfl = nflSeason();
  const college = collegeSeason();
  const roster = repoFixture('src/providers/espn/fixtures/nfl-roster.json');
  const mlbOffSeason = repoFixture('test/fixtures/real/espn-mlb-2025-11-off-season.json');
  const nflOdds = json('odds-api/nfl-odds-v4-2025-12-12.json');
  const collegeOdds = json('odds-api/ncaaf-odds-v4-2023-11-06.json');
  return (source, path, query) => {
    if (source === 'odds-api') {
      if (path === '/v4/sports/americanfootball_nfl/odds') return nflOdds;
      if (path === '/v4/sports/americanfootball_ncaaf/odds') return collegeOdds;
      return undefined;
    }
    if (source !== 'espn') return undefined;
    const week = query.get('week');
    if (path === '/football/nfl/scoreboard') {
      const shown = week === null ? NFL_TODAY_WEEK : Number(week);
      return scoreboard(nfl.calendar, 2, NFL_TODAY_WEEK, query.get('seasontype') === '3' ? [] : (nfl.weeks.get(shown) ?? []));
    }
    if (path === '/football/college-football/scoreboard') {
      const shown = week === null ? NCAA_TODAY_WEEK : Number(week);
      return scoreboard(college.calendar, 2, NCAA_TODAY_WEEK, query.get('seasontype') === '3' ? [] : (college.weeks.get(shown) ?? []));
    }
    if (path === '/baseball/mlb/scoreboard') return mlbOffSeason;
    if (path === '/football/nfl/summary') return nfl.summaries.get(query.get('event') ?? '');
    if (path === '/football/college-football/summary') {
      const id = query.get('event') ?? '';
      return college.finished.has(id) ? { boxscore: { teams: [] }, header: { competitions: [{ competitors: [] }] } } : undefined;
    }
    if (path === '/football/nfl/injuries') return nfl.injuries;
    if (/^\/(football\/(nfl|college-football)|baseball\/mlb)\/teams\/[^/]+\/roster$/.test(path)) return roster;
    return undefined;
  };
}
