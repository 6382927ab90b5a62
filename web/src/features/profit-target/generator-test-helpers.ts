// Test-only helpers of the Parlay Generator's component tests: a server answering with core's search, and lines.
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { dismissToast } from '@/lib/toast';
import { optimalRangeRequestSchema, type LinesProfitTargetRequest, type LiveBettingLine, type OptimalRangeResponse, type ProfitTargetResponse } from '@playbook/contracts';
import { decodeOptimalRangeCursor, encodeOptimalRangeCursor, findParlays, optimalRangePage, type BettingLine } from '@playbook/core';
import { serve } from '@/test/render-screen';

export const KEY = 'POST /api/parlays/profit-target';

export const urlOf = (input: unknown): string => (input instanceof Request ? input.url : typeof input === 'string' ? input : input instanceof URL ? input.href : '');
export const storedCount = (key: string): number => {
  const list: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
  return Array.isArray(list) ? list.length : -1;
};

/** What the server answers, computed with core's exact enumeration (value bets: low risk with 3-4 legs). */
export function answerFor(body: LinesProfitTargetRequest): ProfitTargetResponse {
  const lines = body.bettingLines;
  const options = { targetProfit: body.targetProfit, maxRisk: body.maxRisk ?? 500, minLegs: body.minLegs ?? 2, maxLegs: body.maxLegs ?? 4 };
  const found = findParlays(lines, options);
  const valueBets = found.lowRisk.filter((p) => p.legs.length >= 3 && p.legs.length <= 4);
  const all = [...found.closestToTarget, ...found.highProbability, ...found.lowRisk, ...found.optimal, ...valueBets];
  const parlays = all.filter((p, i) => all.findIndex((q) => q.id === p.id) === i);
  return {
    parlays,
    categorized: { ...found, valueBets },
    bettingLines: [...lines],
    search: { lineCount: lines.length, minLegs: options.minLegs, maxLegs: options.maxLegs, combinationsPriced: 1, elapsedMs: 12 },
  };
}

/** What the server answers for a page of the optimal range, computed with core's pages (live mode: LINES). */
export function optimalPageFor(raw: unknown): OptimalRangeResponse {
  const { inputs, sort, query, cursor } = optimalRangeRequestSchema.parse(raw);
  const lines = inputs.mode === 'live' ? LINES : inputs.bettingLines;
  const decoded = cursor === undefined ? undefined : decodeOptimalRangeCursor(cursor);
  const page = optimalRangePage(lines, inputs, { order: sort, search: query, ...(decoded ? { cursor: decoded } : {}) });
  return { parlays: page.parlays, nextCursor: page.next ? encodeOptimalRangeCursor(page.next) : null };
}

/**
 * Answers the search with core's enumeration (live mode searches LINES), saves with an id, and any other
 * "METHOD /path" from `extra`; anything else fails like a dead network.
 */
export function serveSearch(extra: Record<string, () => Response | Promise<Response>> = {}) {
  const bodies: (LinesProfitTargetRequest & { useLiveData?: boolean })[] = [];
  const fetchMock = serve({});
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = extra[key];
    if (handler) return handler();
    if (key === 'POST /api/parlays/save') return Response.json({ id: 1 });
    if (key === 'POST /api/parlays/optimal-range' && typeof init?.body === 'string') return Response.json(optimalPageFor(JSON.parse(init.body)));
    if (key !== KEY || typeof init?.body !== 'string') throw new TypeError('Failed to fetch');
    const body = JSON.parse(init.body) as LinesProfitTargetRequest & { useLiveData?: boolean };
    bodies.push(body);
    return Response.json(answerFor(body.useLiveData ? { ...body, bettingLines: LINES } : body));
  });
  return { bodies, fetchMock };
}

export const LINES: BettingLine[] = [
  { game: 'KC @ BUF', type: 'spread', description: 'KC -2.5', odds: -110 },
  { game: 'PHI @ DAL', type: 'moneyline', description: 'PHI ML', odds: 120 },
  { game: 'SF @ SEA', type: 'total', description: 'Over 44.5', odds: -105 },
  { game: 'GB @ CHI', type: 'spread', description: 'CHI +3.5', odds: -115 },
  // Favourites, so that pairs land in the optimal range (+100 to +175).
  { game: 'DET @ MIN', type: 'moneyline', description: 'DET ML', odds: -300 },
  { game: 'BAL @ PIT', type: 'moneyline', description: 'BAL ML', odds: -250 },
  { game: 'MIA @ NYJ', type: 'moneyline', description: 'MIA ML', odds: -200 },
];

export function addLine(line: BettingLine) {
  const form = screen.getByRole('form', { name: 'Add a betting line' });
  fireEvent.change(within(form).getByLabelText('Game'), { target: { value: line.game } });
  const typeLabel = { spread: 'Spread', moneyline: 'Moneyline', total: 'Total' }[line.type];
  fireEvent.pointerDown(within(form).getByRole('combobox', { name: 'Type' }), { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(screen.getByRole('option', { name: typeLabel }));
  fireEvent.change(within(form).getByLabelText('Description'), { target: { value: line.description } });
  fireEvent.change(within(form).getByLabelText('Odds'), { target: { value: String(line.odds) } });
  fireEvent.click(within(form).getByRole('button', { name: 'Add Line' }));
}

export function openManualEntry() {
  fireEvent.mouseDown(screen.getByRole('tab', { name: 'Manual Entry' }));
}


/** Each test starts with empty storage and no toast, and leaves no stubbed fetch behind. */
export function setUpGeneratorTests(): void {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

/** A builder line as the live slate stores it when chosen (docs/product/profit-target.md), with the stored line's id. */
export const liveLineOf = (line: BettingLine, index: number, id: string): LiveBettingLine => ({
  ...line,
  id,
  matchup: line.game,
  bookmaker: 'DraftKings',
  league: 'NFL',
  eventId: `e${index}`,
  isAlternate: false,
  line: null,
  gameTime: '2026-11-23T18:00:00Z',
});
