import { describe, expect, it } from 'vitest';
import { americanToDecimal, impliedProbability } from '@playbook/core';
import type { LineRecord } from '../records.ts';
import { CLOSING_BOOKMAKER } from './bookmakers.ts';
import { footballSnapshot } from './football-season.ts';

const NOW = new Date('2025-11-20T15:37:00Z');

describe.each(['NFL', 'NCAA'] as const)('%s lines', (league) => {
  const snapshot = footballSnapshot(league, NOW, 2025);
  const linesOf = new Map<string, LineRecord[]>();
  for (const line of snapshot.lines) linesOf.set(line.gameId, [...(linesOf.get(line.gameId) ?? []), line]);
  const upcoming = snapshot.games.filter((game) => game.status !== 'finished' && game.week === snapshot.currentWeek);
  const finished = snapshot.games.filter((game) => game.status === 'finished');

  it('prices this week\'s live and scheduled games at five books, with alternates from two', () => {
    expect(upcoming.length).toBeGreaterThan(0);
    for (const game of upcoming) {
      const lines = linesOf.get(game.sourceId) ?? [];
      expect(new Set(lines.filter((l) => !l.isAlternate).map((l) => l.bookmaker)).size).toBeGreaterThanOrEqual(4);
      expect(new Set(lines.filter((l) => l.isAlternate).map((l) => l.bookmaker)).size).toBeGreaterThanOrEqual(2);
      expect(lines.filter((l) => l.isAlternate && l.market === 'spread').length).toBeGreaterThan(0);
      expect(lines.filter((l) => l.isAlternate && l.market === 'total').length).toBeGreaterThan(0);
    }
  });

  it('keeps one book\'s closing main lines on finished games', () => {
    for (const game of finished) {
      const lines = linesOf.get(game.sourceId) ?? [];
      expect(lines).toHaveLength(6);
      expect(lines.every((l) => l.bookmaker === CLOSING_BOOKMAKER && !l.isAlternate && l.fetchedAt === game.scheduledAt)).toBe(true);
    }
  });

  it('quotes whole American prices, each side of a spread on its own line and both totals on one number', () => {
    expect(snapshot.lines.every((l) => Number.isInteger(l.americanOdds) && Math.abs(l.americanOdds) >= 100)).toBe(true);
    const books = new Map<string, LineRecord[]>();
    for (const line of snapshot.lines) {
      const key = `${line.gameId}|${line.bookmaker}|${line.market}|${line.isAlternate ? 'alt' : 'main'}`;
      books.set(key, [...(books.get(key) ?? []), line]);
    }
    for (const [key, lines] of books) {
      if (key.endsWith('moneyline|main')) {
        expect(lines).toHaveLength(2);
        expect(lines.every((l) => l.lineValue === null)).toBe(true);
        continue;
      }
      if (key.includes('|spread|')) {
        for (const line of lines.filter((l) => l.selection === snapshot.games.find((g) => g.sourceId === l.gameId)?.homeTeamId)) {
          expect(lines.some((other) => other !== line && other.lineValue === -(line.lineValue ?? 0) + 0)).toBe(true);
        }
      }
      if (key.includes('|total|')) {
        expect(lines.filter((l) => l.selection === 'Over').map((l) => l.lineValue).sort()).toEqual(lines.filter((l) => l.selection === 'Under').map((l) => l.lineValue).sort());
      }
    }
  });

  it('makes the moneyline favourite the spread favourite at the closing book', () => {
    for (const game of finished.slice(0, 50)) {
      const lines = linesOf.get(game.sourceId) ?? [];
      const moneyline = lines.find((l) => l.market === 'moneyline' && l.selection === game.homeTeamId)?.americanOdds ?? 0;
      const spread = lines.find((l) => l.market === 'spread' && l.selection === game.homeTeamId)?.lineValue ?? 0;
      if (Math.abs(spread) >= 3) expect(Math.sign(moneyline)).toBe(Math.sign(spread));
    }
  });

  it('prices alternates sensibly: more points to take cost more', () => {
    const game = upcoming[0];
    const alternates = (linesOf.get(game?.sourceId ?? '') ?? []).filter((l) => l.isAlternate && l.bookmaker === 'DraftKings' && l.market === 'spread' && l.selection === game?.homeTeamId);
    const sorted = [...alternates].sort((a, b) => (a.lineValue ?? 0) - (b.lineValue ?? 0));
    const implied = sorted.map((l) => impliedProbability(l.americanOdds));
    for (let i = 1; i < implied.length; i++) expect(implied[i] ?? 0).toBeGreaterThan(implied[i - 1] ?? 0);
  });

  it('has real two-way cross-book arbitrage on a few scheduled games', () => {
    const scheduled = snapshot.games.filter((game) => game.status === 'scheduled' && linesOf.has(game.sourceId));
    const arbitrage = scheduled.filter((game) => {
      const moneylines = (linesOf.get(game.sourceId) ?? []).filter((l) => l.market === 'moneyline' && !l.isAlternate);
      const best = (team: string) => Math.max(...moneylines.filter((l) => l.selection === team).map((l) => americanToDecimal(l.americanOdds)));
      return 1 / best(game.homeTeamId) + 1 / best(game.awayTeamId) < 1;
    });
    expect(arbitrage.length).toBeGreaterThanOrEqual(1);
    expect(arbitrage.length).toBeLessThan(scheduled.length / 3);
    expect(arbitrage.some((game) => game.week === snapshot.currentWeek)).toBe(true);
    // No book is arbitrageable against itself, and the closing-line book never carries the stale price.
    for (const game of arbitrage) {
      const moneylines = (linesOf.get(game.sourceId) ?? []).filter((l) => l.market === 'moneyline' && !l.isAlternate);
      for (const book of new Set(moneylines.map((l) => l.bookmaker))) {
        const own = moneylines.filter((l) => l.bookmaker === book);
        expect(own.reduce((sum, l) => sum + impliedProbability(l.americanOdds), 0)).toBeGreaterThan(1);
      }
    }
  });
});
