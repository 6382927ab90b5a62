import { describe, expect, it } from 'vitest';
import { NCAA_MODEL, NFL_MODEL, leagueModel } from './league-models.ts';
import { NCAA_FIXTURE_CSV } from './ncaa-fixture-games.ts';
import { isNcaaGamesCsv, NCAA_POSTSEASON_WEEK_OFFSET, parseNcaaGamesCsv } from './ncaa-games.ts';
import { FIXTURE_GAMES_CSV } from './fixture-games.ts';
import { runBacktest } from './rating-backtest.ts';
import { walkForward } from './rating-model.ts';

const games = parseNcaaGamesCsv(NCAA_FIXTURE_CSV);

describe('the college games file', () => {
  it('reads every row with the spread turned home-positive, neutral sites, divisions and conferences', () => {
    expect(games).toHaveLength(14);
    const opener = games.find((g) => g.homeTeam === 'Georgia' && g.awayTeam === 'Clemson');
    expect(opener).toMatchObject({ id: '401628323', season: 2024, week: 1, neutral: true, homeScore: 34, awayScore: 3, spreadLine: 14, totalLine: 49, homeMoneyline: -455, awayMoneyline: 350, homeConference: 'SEC', awayConference: 'ACC', homeLowerDivision: false, awayLowerDivision: false });
    const fcs = games.find((g) => g.awayTeam === 'Tennessee Tech');
    expect(fcs).toMatchObject({ awayLowerDivision: true, homeMoneyline: null, spreadLine: 54.5 });
    // An away favourite: "Texas -7" is +7 for home Michigan in CFBD, −7 home-positive.
    expect(games.find((g) => g.homeTeam === 'Michigan' && g.awayTeam === 'Texas')?.spreadLine).toBe(-7);
  });

  it('puts the postseason after every regular week and tells the two leagues apart by the header', () => {
    const bowls = games.filter((g) => g.seasonType === 'postseason');
    expect(bowls).toHaveLength(3);
    expect(bowls.every((g) => g.week === NCAA_POSTSEASON_WEEK_OFFSET + 1)).toBe(true);
    expect(isNcaaGamesCsv(NCAA_FIXTURE_CSV)).toBe(true);
    expect(isNcaaGamesCsv(FIXTURE_GAMES_CSV)).toBe(false);
  });
});

describe('the college model', () => {
  it('is chosen for NCAA and rates a first-seen FCS team far below an even FBS one', () => {
    expect(leagueModel('NCAA')).toBe(NCAA_MODEL);
    expect(leagueModel('NFL')).toBe(NFL_MODEL);
    const fcsGame = walkForward(games, NCAA_MODEL.params).find((p) => p.game.awayTeam === 'Tennessee Tech');
    expect(fcsGame?.prediction.margin).toBeGreaterThan(NCAA_MODEL.params.lowerDivisionPoints);
  });

  it('starts a season with each team pulled toward its conference mean rather than zero', () => {
    const oneConference = walkForward(
      [
        { id: 'a', season: 2020, week: 1, homeTeam: 'A', awayTeam: 'Z', homeScore: 40, awayScore: 0, homeConference: 'Strong', awayConference: 'Weak' },
        { id: 'b', season: 2021, week: 1, homeTeam: 'B', awayTeam: 'Y', homeScore: null, awayScore: null, homeConference: 'Strong', awayConference: 'Weak' },
        { id: 'c', season: 2021, week: 1, homeTeam: 'A', awayTeam: 'Z', neutral: true, homeScore: null, awayScore: null },
      ],
      { ...NCAA_MODEL.params, resultWeight: 1, conferencePull: 1, seasonRegression: 0.4 },
    );
    const [, , next] = oneConference;
    // With one team per conference its conference mean is itself: pulling toward it keeps the whole rating.
    const kept = walkForward(
      [
        { id: 'a', season: 2020, week: 1, homeTeam: 'A', awayTeam: 'Z', homeScore: 40, awayScore: 0 },
        { id: 'c', season: 2020, week: 2, homeTeam: 'A', awayTeam: 'Z', neutral: true, homeScore: null, awayScore: null },
      ],
      { ...NCAA_MODEL.params, resultWeight: 1 },
    );
    expect(next?.prediction.margin).toBeCloseTo(kept[1]?.prediction.margin ?? Number.NaN, 10);
  });

  it('no game informs its own prediction or an earlier one (a 70-0 rewrite moves only later weeks)', () => {
    const target = games.find((g) => g.homeTeam === 'Michigan' && g.awayTeam === 'Texas');
    const changed = games.map((g) => (g === target ? { ...g, homeScore: 70, awayScore: 0, spreadLine: 60, totalLine: 90 } : g));
    const before = walkForward(games, NCAA_MODEL.params);
    const after = walkForward(changed, NCAA_MODEL.params);
    const key = (g: { season: number; week: number }) => g.season * 100 + g.week;
    const targetKey = key(target ?? { season: 0, week: 0 });
    after.forEach((p, i) => {
      const was = before[i];
      if (key(p.game) <= targetKey) expect(p.prediction).toEqual(was?.prediction);
    });
    const later = after.filter((p, i) => key(p.game) > targetKey && p.prediction.margin !== before[i]?.prediction.margin);
    expect(later.length).toBeGreaterThan(0);
  });

  it('scores the two rows of the college table: games with a spread, and moneyline games against the de-vigged price', () => {
    const { params, closingLineWeight, closingLineScale, totalScale } = NCAA_MODEL;
    const spread = runBacktest(games, 2024, 2025, params, closingLineWeight, undefined, { closingLine: 'spread', closingLineScale, totalScale, scores: (g) => g.spreadLine != null });
    const moneyline = runBacktest(games, 2024, 2025, params, closingLineWeight, undefined, { closingLineScale, totalScale, scores: (g) => g.homeMoneyline !== null && g.awayMoneyline !== null });
    expect(spread.model.overall.games).toBe(14);
    expect(moneyline.model.overall.games).toBe(12);
    expect(spread.closingLine.overall.games).toBe(14);
    expect(spread.overUnder.model?.games).toBeGreaterThan(0);
  });
});
