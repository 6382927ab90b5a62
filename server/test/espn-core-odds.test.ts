import { describe, expect, it } from 'vitest';
import { isCoreOddsFile, snapshotFromEspnCoreOddsFile } from '../src/providers/espn/espn-core-odds-file.ts';
import { teamIdOfRef } from '../src/providers/espn/espn-core-odds.ts';
import type { StoredLeague } from '../src/providers/stored-league.ts';
import { espnFixture } from './helpers/espn-fixture-server.ts';

const NOW = new Date('2026-08-21T12:00:00Z');
const EMPTY: StoredLeague = { league: 'NCAA', season: 2026, currentWeek: null, teams: [], games: [] };

describe('ESPN Core odds files', () => {
  it('tells the wrapper from a scoreboard and reads team ids from links', () => {
    expect(isCoreOddsFile(espnFixture('cfb-core-odds-wrapper.json'))).toBe(true);
    expect(isCoreOddsFile(espnFixture('nfl-scoreboard-week1.json'))).toBe(false);
    expect(teamIdOfRef('http://sports.core.api.espn.com/v2/sports/football/leagues/college-football/seasons/2026/teams/2628?lang=en')).toBe('2628');
    expect(teamIdOfRef(undefined)).toBeNull();
  });

  it('reads the current prices (numeric or only in the current block), the opening ones, and reports what it cannot place', () => {
    const snapshot = snapshotFromEspnCoreOddsFile(espnFixture('cfb-core-odds-wrapper.json'), EMPTY, NOW);
    expect(snapshot.unresolved).toEqual(['odds of game 401999999: no event, kickoff or team links']);
    expect(snapshot).toMatchObject({ source: 'espn', league: 'NCAA', season: 2026, currentWeek: 1, partial: true });
    expect(snapshot.games.map((game) => `${game.sourceId} ${game.awayTeamId}@${game.homeTeamId} w${game.week} ${game.status}`)).toEqual([
      '401856766 153@2628 w1 scheduled',
      '401866408 16@2199 w1 scheduled',
    ]);
    // The favourite's abbreviation comes from `details`; the underdog has none in the payload: initials.
    expect(snapshot.teams.map((team) => `${team.sourceId} ${team.abbreviation} ${team.name}`)).toEqual([
      '2628 TCU TCU Horned Frogs',
      '153 NCTH North Carolina Tar Heels',
      '2199 EMU Eastern Michigan Eagles',
      '16 SSH Sacramento State Hornets',
    ]);
    const short = (gameId: string, lines: typeof snapshot.lines) =>
      lines.filter((line) => line.gameId === gameId).map((line) => `${line.market} ${line.selection} ${line.lineValue ?? '-'} ${line.americanOdds}`);
    expect(short('401866408', snapshot.lines)).toEqual([
      'moneyline 2199 - -340',
      'moneyline 16 - 265',
      'spread 2199 -8.5 -112',
      'spread 16 8.5 -108',
      'total Over 52.5 -110',
      'total Under 52.5 -110',
    ]);
    expect(short('401856766', snapshot.openingLines)).toEqual([
      'moneyline 2628 - -249',
      'moneyline 153 - 195',
      'spread 2628 -6.5 -109',
      'spread 153 6.5 -114',
      'total Over 49.5 -115',
      'total Under 49.5 -108',
    ]);
    expect(snapshot.lines[0]?.fetchedAt).toBe('2026-08-20T15:27:32.446Z');
  });

  it('echoes stored teams and games as stored', () => {
    const stored: StoredLeague = {
      ...EMPTY,
      currentWeek: 3,
      teams: [{ sourceId: '153', name: 'North Carolina Tar Heels', abbreviation: 'UNC', conference: 'ACC', division: null, aliases: ['Tar Heels'] }],
      games: [],
    };
    const snapshot = snapshotFromEspnCoreOddsFile(espnFixture('cfb-core-odds-wrapper.json'), stored, NOW);
    expect(snapshot.teams.find((team) => team.sourceId === '153')?.abbreviation).toBe('UNC');
    expect(snapshot.currentWeek).toBe(3);
  });

  it('names the field of a malformed wrapper', () => {
    expect(() => snapshotFromEspnCoreOddsFile({ events: [], odds: [{ game_id: 1 }] }, EMPTY, NOW)).toThrow(
      'espn: odds.0.game_id: expected string, received number; odds.0.odds: expected object, received undefined',
    );
  });
});
