import { describe, expect, it } from 'vitest';
import { NflverseColumnsError, nflverseNumber, nflverseText, readNflverseCsv } from './nflverse-csv.ts';
import { parseNflverseGamesCsv } from './nflverse-games.ts';

describe('readNflverseCsv', () => {
  it('reads header rows as text, skipping blank lines and handling CRLF and quotes', () => {
    const rows = readNflverseCsv('season,team,full_name\r\n2025,NYJ,"Boyd, Kris"\r\n\r\n', ['season', 'team']);
    expect(rows).toEqual([{ season: '2025', team: 'NYJ', full_name: 'Boyd, Kris' }]);
  });

  it('names every missing required column', () => {
    const read = () => readNflverseCsv('season,week\n2025,1\n', ['season', 'team', 'week', 'report_status']);
    expect(read).toThrow(NflverseColumnsError);
    expect(read).toThrow('Missing required columns: team, report_status');
  });
});

describe('nflverse field values', () => {
  it('treats empty and NA as missing', () => {
    expect(nflverseNumber('-110')).toBe(-110);
    expect(nflverseNumber(' NA ')).toBeNull();
    expect(nflverseNumber('')).toBeNull();
    expect(nflverseNumber('abc')).toBeNull();
    expect(nflverseText(' Lincoln Financial Field ')).toBe('Lincoln Financial Field');
    expect(nflverseText('NA')).toBeNull();
    expect(nflverseText(undefined)).toBeNull();
  });
});

describe('parseNflverseGamesCsv', () => {
  const header = 'game_id,season,game_type,week,gameday,gametime,away_team,away_score,home_team,home_score,espn,spread_line,home_spread_odds,away_spread_odds,total_line,over_odds,under_odds,stadium';
  it('keeps the importer fields: ESPN id, New York day and time, stadium and prices', () => {
    const [game] = parseNflverseGamesCsv(`${header}\n2025_01_DAL_PHI,2025,REG,1,2025-09-04,20:20,DAL,20,PHI,24,401772510,8.5,-110,-110,47.5,-110,-110,Lincoln Financial Field\n`);
    expect(game).toMatchObject({ espnId: '401772510', gameday: '2025-09-04', gametime: '20:20', stadium: 'Lincoln Financial Field', spreadLine: 8.5, homeSpreadOdds: -110, overOdds: -110 });
  });

  it('leaves the importer fields null when the columns are absent, and takes extra required columns', () => {
    const [game] = parseNflverseGamesCsv('game_id,season,week,home_team,away_team,home_score,away_score\n1,2020,1,A,B,,\n');
    expect(game).toMatchObject({ espnId: null, gameday: null, stadium: null, homeScore: null });
    expect(() => parseNflverseGamesCsv('game_id,season,week,home_team,away_team,home_score,away_score\n', ['gameday'])).toThrow('Missing required columns: gameday');
  });
});
