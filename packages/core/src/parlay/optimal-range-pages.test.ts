import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { BettingLine } from './betting-line.ts';
import { uniqueLines } from './find-parlays.ts';
import type { ParlaySearchOptions } from './find-parlays.ts';
import { generatedParlay, parlayDescription, parlayPricing } from './generated-parlay.ts';
import { laterConflictsOfKeys } from './leg-conflict.ts';
import { decodeOptimalRangeCursor, encodeOptimalRangeCursor, OPTIMAL_RANGE_ORDERS, optimalRangePage } from './optimal-range-pages.ts';
import type { OptimalRangeOrder, OptimalRangeQuery } from './optimal-range-pages.ts';
import { searchOrder } from './parlay-lists.ts';
import { americanToDecimal } from '../odds/convert.ts';
import { lineArb, searchOptionsOf } from './random-slates.fixture.ts';
import { gameIdentity } from './team-identity.ts';

/** Every parlay of the optimal range, by brute force, in the order's sequence: the statement of what pages hold. */
function everyOptimalParlay(lines: readonly BettingLine[], options: ParlaySearchOptions, order: OptimalRangeOrder, search = ''): string[] {
  const unique = uniqueLines(lines);
  const decimals = unique.lines.map((line) => americanToDecimal(line.odds));
  const { rankOf } = searchOrder(decimals);
  const later = laterConflictsOfKeys(unique.keys, options.correlatedLegs);
  const needle = search.trim().toLowerCase();
  const kept: { id: string; odds: number; legs: number; ranks: number[] }[] = [];
  const walk = (start: number, chosen: number[]): void => {
    if (chosen.length >= options.minLegs) {
      const decimal = chosen.reduce((product, i) => product * (decimals[i] ?? 1), 1);
      const pricing = parlayPricing(decimal, options);
      const legs = chosen.map((i) => unique.lines[i] as BettingLine);
      const found = legs.some((line) => parlayDescription([line]).toLowerCase().includes(needle));
      if (pricing.withinBudget && pricing.category === 'optimal' && found) {
        const ranks = chosen.map((i) => rankOf[i] ?? 0).sort((a, b) => a - b);
        kept.push({ id: generatedParlay(legs, options, decimal).id, odds: pricing.totalAmericanOdds, legs: chosen.length, ranks });
      }
    }
    if (chosen.length === options.maxLegs) return;
    for (let i = start; i < unique.lines.length; i++) {
      if (chosen.some((c) => later[c]?.includes(i))) continue;
      walk(i + 1, [...chosen, i]);
    }
  };
  walk(0, []);
  const byRanks = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return a.length - b.length;
  };
  const key = {
    oddsAsc: (p: (typeof kept)[number]) => [p.odds],
    oddsDesc: (p: (typeof kept)[number]) => [-p.odds],
    legsAsc: (p: (typeof kept)[number]) => [p.legs, p.odds],
    legsDesc: (p: (typeof kept)[number]) => [-p.legs, p.odds],
  }[order];
  kept.sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return byRanks(a.ranks, b.ranks);
  });
  return kept.map((parlay) => parlay.id);
}

/** Every page from the first, each cursor passed through its text form as a client would. */
function allPages(lines: readonly BettingLine[], options: ParlaySearchOptions, query: Omit<OptimalRangeQuery, 'cursor'>): { ids: string[]; pages: number } {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 1; ; pages++) {
    const page = optimalRangePage(lines, options, { ...query, ...(cursor === undefined ? {} : { cursor: decodeOptimalRangeCursor(cursor) }) });
    ids.push(...page.parlays.map((parlay) => parlay.id));
    if (!page.next) return { ids, pages };
    cursor = encodeOptimalRangeCursor(page.next);
  }
}

const KC_BUF = (description: string, odds: number, type: BettingLine['type'] = 'moneyline'): BettingLine => ({ game: 'KC @ BUF', type, description, odds });

describe('optimalRangePage (browse the whole optimal range)', () => {
  const lines: BettingLine[] = [
    KC_BUF('KC ML', -110),
    { game: 'PHI @ DAL', type: 'moneyline', description: 'PHI ML', odds: 120 },
    { game: 'SF @ SEA', type: 'total', description: 'Over 44.5', odds: -105 },
    { game: 'DET @ MIN', type: 'moneyline', description: 'DET ML', odds: -300 },
    { game: 'BAL @ PIT', type: 'moneyline', description: 'BAL ML', odds: -250 },
    { game: 'MIA @ NYJ', type: 'moneyline', description: 'MIA ML', odds: -200 },
  ];
  const options: ParlaySearchOptions = { targetProfit: 150, maxRisk: 500, minLegs: 2, maxLegs: 4 };

  it('starts odds descending at the top of the range and ascending at its bottom', () => {
    const down = optimalRangePage(lines, options, { order: 'oddsDesc', pageSize: 3 });
    const up = optimalRangePage(lines, options, { order: 'oddsAsc', pageSize: 3 });
    expect(up.parlays.map((p) => p.id)).toEqual(everyOptimalParlay(lines, options, 'oddsAsc').slice(0, 3));
    expect(down.parlays.map((p) => p.id)).toEqual(everyOptimalParlay(lines, options, 'oddsDesc').slice(0, 3));
    const [highest, lowest] = [down.parlays[0]?.totalAmericanOdds ?? 0, up.parlays[0]?.totalAmericanOdds ?? 0];
    expect(highest).toBeGreaterThan(lowest);
    for (const parlay of [...down.parlays, ...up.parlays]) expect(parlay.category).toBe('optimal');
  });

  it('finds, with a search, only parlays with a matching leg, also past the first page', () => {
    const { ids } = allPages(lines, options, { order: 'oddsAsc', search: 'det', pageSize: 2 });
    expect(ids.length).toBeGreaterThan(2);
    expect(ids).toEqual(everyOptimalParlay(lines, options, 'oddsAsc', 'DET'));
  });

  it('reads back only the cursors it writes', () => {
    expect(decodeOptimalRangeCursor('3.1-4-9')).toEqual({ band: 3, path: [1, 4, 9] });
    expect(decodeOptimalRangeCursor('0.')).toEqual({ band: 0, path: [] });
    for (const bad of ['', 'x', '3.4-1', '1.2-2', '-1.2', '1.2-', '99999.1']) expect(decodeOptimalRangeCursor(bad)).toBeUndefined();
  });
});

/** Slates priced mostly as favourites, so that many parlays land in the narrow optimal range. */
const favouredSlates = fc.uniqueArray(
  fc.tuple(lineArb, fc.constantFrom(-400, -300, -250, -200, -150, -120, -110, 100, 120, 150)).map(([line, odds]) => ({ ...line, odds })),
  { maxLength: 12, selector: (l) => `${gameIdentity(l.game).key}|${l.description}|${l.odds}` },
);

describe('optimalRangePage properties', { timeout: 240_000 }, () => {
  const queryArb = fc.record({
    order: fc.constantFrom(...OPTIMAL_RANGE_ORDERS),
    search: fc.constantFrom('', 'kc', 'Chiefs', 'over', ' ML', 'jets', 'Georgia'),
    pageSize: fc.integer({ min: 1, max: 6 }),
    work: fc.integer({ min: 1, max: 400 }),
  });
  const optionsArb = fc
    .tuple(searchOptionsOf({ maxExtra: 4, maxTarget: 600, maxRisk: 2000 }), fc.constantFrom(...(['exclude', 'allow'] as const)))
    .map(([options, correlatedLegs]) => ({ ...options, correlatedLegs }));

  it('pages through every parlay of the range exactly once, in order, whatever the page size and work bound', () => {
    fc.assert(
      fc.property(favouredSlates, optionsArb, queryArb, (lines, options, query) => {
        expect(allPages(lines, options, query).ids).toEqual(everyOptimalParlay(lines, options, query.order, query.search));
      }),
      { numRuns: 120 },
    );
  });
});
