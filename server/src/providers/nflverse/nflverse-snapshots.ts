import { NflverseColumnsError } from '@playbook/core';
import { SourceError } from '../http/source-error.ts';
import { nflTeamRecords } from '../nfl-teams.ts';
import type { BoxScoreRecord, GameRecord, InjurySnapshot, LeagueSnapshot, LineRecord } from '../records.ts';
import { nflverseGameRecords } from './game-records.ts';
import { nflverseInjuryRecords } from './injury-records.ts';
import { nflverseBoxScores, readTeamWeekRows, teamWeekSeasons } from './team-week-box-scores.ts';

/** The three nflverse releases the importer reads, told apart by file name. */
export type NflverseFileKind = 'games' | 'team-week' | 'injuries';

export interface NflverseFile {
  kind: NflverseFileKind;
  /** The file name or URL, named in every error about it. */
  name: string;
  text: string;
}

/** What one import holds, parsed and normalized, before anything is stored. */
export interface NflverseSnapshots {
  /** One full snapshot per season of the games file (partial when only team-week stats came), oldest first. */
  seasons: LeagueSnapshot[];
  injuries: (InjurySnapshot & { season: number; week: number }) | null;
  /** Team codes no NFL team answers to, with the file that used them ('games.csv: XYZ'). */
  unresolved: string[];
  /** Rows that were read but not stored, and why. */
  warnings: string[];
}

/** games.csv, stats_team_week_2025.csv and the injuries file, under the names nflverse and its mirrors give them. */
export function nflverseFileKind(name: string): NflverseFileKind | null {
  const base = name.split(/[\\/]/).pop()?.split('?')[0]?.toLowerCase() ?? '';
  if (!base.endsWith('.csv')) return null;
  if (/stats_team_week/.test(base)) return 'team-week';
  if (/injur/.test(base)) return 'injuries';
  if (/games/.test(base)) return 'games';
  return null;
}

/** A CSV missing a needed column fails naming the file and the columns; other errors pass through. */
function parsing<T>(file: NflverseFile, parse: (text: string) => T): T {
  try {
    return parse(file.text);
  } catch (error) {
    if (error instanceof NflverseColumnsError) throw new SourceError('nflverse', `${file.name}: missing column ${error.missing.join(', ')}`);
    throw error;
  }
}

function groupBySeason<T>(items: readonly T[], seasonOf: (item: T) => number | undefined): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const season = seasonOf(item);
    if (season === undefined) continue;
    const list = groups.get(season);
    if (list) list.push(item);
    else groups.set(season, [item]);
  }
  return groups;
}

/** The week holding the season's first unplayed game, or its last week when every game is played. */
function currentWeekOf(games: readonly GameRecord[]): number | null {
  const weeks = (list: readonly GameRecord[]) => list.flatMap((game) => (game.week === null ? [] : [game.week]));
  const open = weeks(games.filter((game) => game.status !== 'finished'));
  if (open.length > 0) return Math.min(...open);
  const all = weeks(games);
  return all.length > 0 ? Math.max(...all) : null;
}

function seasonSnapshot(season: number, games: GameRecord[], lines: LineRecord[], boxScores: BoxScoreRecord[], partial: boolean): LeagueSnapshot {
  return {
    source: 'nflverse',
    league: 'NFL',
    season,
    currentWeek: currentWeekOf(games),
    teams: nflTeamRecords(),
    games,
    boxScores,
    lines,
    rosters: [],
    ...(partial ? { partial: true } : {}),
  };
}

/**
 * Parses every file of an import into per-season league snapshots and the latest injury report. Team-week
 * rows are joined to the games of this import, or to `storedGames` (the database's) for a season whose games
 * are not in it: then the season's snapshot is partial and only adds box scores. Throws a SourceError naming
 * the file and column when a CSV lacks one, before anything is stored.
 */
export async function nflverseSnapshots(
  files: readonly NflverseFile[],
  now: Date,
  storedGames: (seasons: readonly number[]) => Promise<GameRecord[]> = () => Promise.resolve([]),
): Promise<NflverseSnapshots> {
  const unresolved: string[] = [];
  const warnings: string[] = [];
  const games: GameRecord[] = [];
  const lines: LineRecord[] = [];
  for (const file of files.filter((entry) => entry.kind === 'games')) {
    const parsed = parsing(file, (text) => nflverseGameRecords(text, now));
    games.push(...parsed.games);
    lines.push(...parsed.lines);
    unresolved.push(...parsed.unresolved.map((code) => `${file.name}: ${code}`));
    if (parsed.conflictingEspnIds.length > 0) {
      warnings.push(`${file.name}: ESPN ids given to more than one game, keyed by nflverse id instead: ${parsed.conflictingEspnIds.join(', ')}`);
    }
    if (parsed.undated.length > 0) warnings.push(`${file.name}: games without a gameday left out: ${parsed.undated.join(', ')}`);
  }
  const importedSeasons = new Set(games.map((game) => game.season));
  const teamWeekFiles = files.filter((entry) => entry.kind === 'team-week').map((file) => ({ file, rows: parsing(file, readTeamWeekRows) }));
  const statsOnly = [...new Set(teamWeekFiles.flatMap(({ rows }) => teamWeekSeasons(rows)))].filter((season) => !importedSeasons.has(season));
  const statsGames = statsOnly.length > 0 ? await storedGames(statsOnly) : [];
  const boxScores: BoxScoreRecord[] = [];
  for (const { file, rows } of teamWeekFiles) {
    const parsed = nflverseBoxScores(rows, [...games, ...statsGames]);
    boxScores.push(...parsed.boxScores);
    unresolved.push(...parsed.unresolved.map((code) => `${file.name}: ${code}`));
    if (parsed.unmatched.length > 0) {
      warnings.push(`${file.name}: ${parsed.unmatched.length} rows name no finished game (first: ${parsed.unmatched.slice(0, 3).join('; ')})`);
    }
  }
  const gamesBySeason = groupBySeason(games, (game) => game.season);
  const gameSeason = new Map(games.map((game) => [game.sourceId, game.season]));
  const linesBySeason = groupBySeason(lines, (line) => gameSeason.get(line.gameId));
  for (const game of statsGames) gameSeason.set(game.sourceId, game.season);
  const boxSeason = (box: BoxScoreRecord) => gameSeason.get(box.gameId);
  const boxesBySeason = groupBySeason(boxScores, boxSeason);

  const seasons = [...new Set([...gamesBySeason.keys(), ...boxesBySeason.keys()])].sort((a, b) => a - b);
  const snapshots = seasons.map((season) => {
    const ofSeason = gamesBySeason.get(season);
    const boxes = boxesBySeason.get(season) ?? [];
    if (ofSeason) return seasonSnapshot(season, ofSeason, linesBySeason.get(season) ?? [], boxes, false);
    // Only team-week stats for this season: its stored games are re-sent unchanged so the box scores can name them.
    const withBoxes = new Set(boxes.map((box) => box.gameId));
    return seasonSnapshot(season, statsGames.filter((game) => withBoxes.has(game.sourceId)), [], boxes, true);
  });

  let injuries: NflverseSnapshots['injuries'] = null;
  for (const file of files.filter((entry) => entry.kind === 'injuries')) {
    const parsed = parsing(file, nflverseInjuryRecords);
    unresolved.push(...parsed.unresolved.map((code) => `${file.name}: ${code}`));
    if (parsed.season === null || parsed.week === null) continue;
    if (injuries === null || parsed.season * 100 + parsed.week > injuries.season * 100 + injuries.week) {
      injuries = { source: 'nflverse', league: 'NFL', injuries: parsed.injuries, season: parsed.season, week: parsed.week };
    }
  }
  return { seasons: snapshots, injuries, unresolved, warnings };
}
