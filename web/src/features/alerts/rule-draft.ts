import type { AlertRuleRequest, FootballLeague, MarketType } from '@playbook/contracts';

export type RuleKind = AlertRuleRequest['kind'];

/** What the new-rule form holds: every kind's fields, as typed (numbers are read on sending). */
export interface RuleDraft {
  kind: RuleKind;
  percent: string;
  leagues: FootballLeague[];
  markets: MarketType[];
  lineId: string;
  measure: 'price' | 'point';
  direction: 'above' | 'below';
  threshold: string;
  injuryLeague: FootballLeague;
  team: string;
  positions: string[];
}

export const KIND_LABELS: Readonly<Record<RuleKind, string>> = {
  line: 'A line I watch moves',
  ev: 'A +EV line appears',
  arbitrage: 'An arbitrage appears',
  settled: 'A tracked parlay settles',
  injury: "A team's injury report changes",
};

export const LEAGUE_CHOICES: readonly FootballLeague[] = ['NFL', 'NCAA'];
export const MARKET_CHOICES: readonly MarketType[] = ['moneyline', 'spread', 'total'];
/** The positions whose injuries move a line most; QB is the one bettors ask about first. */
export const KEY_POSITIONS: readonly string[] = ['QB', 'RB', 'WR', 'TE', 'K'];

export const EMPTY_DRAFT: RuleDraft = {
  kind: 'line',
  percent: '2',
  leagues: [...LEAGUE_CHOICES],
  markets: [...MARKET_CHOICES],
  lineId: '',
  measure: 'price',
  direction: 'above',
  threshold: '',
  injuryLeague: 'NFL',
  team: '',
  positions: ['QB'],
};

/** A typed number, or NaN for an empty or unreadable entry (sent as null, so the server names the field). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim());
}

/** The request the form sends: the server validates it and names the field of any mistake. */
export function requestOf(draft: RuleDraft): AlertRuleRequest {
  switch (draft.kind) {
    case 'line':
      return { kind: 'line', lineId: draft.lineId, measure: draft.measure, direction: draft.direction, threshold: numberOf(draft.threshold) };
    case 'ev':
      return { kind: 'ev', minEvPercent: numberOf(draft.percent), leagues: draft.leagues, markets: draft.markets };
    case 'arbitrage':
      return { kind: 'arbitrage', minProfitPercent: numberOf(draft.percent), leagues: draft.leagues };
    case 'settled':
      return { kind: 'settled' };
    case 'injury':
      return { kind: 'injury', league: draft.injuryLeague, team: draft.team, positions: draft.positions };
  }
}

/** A chosen value added to or taken from a list, keeping the choices' own order. */
export function toggled<T>(choices: readonly T[], chosen: readonly T[], value: T, on: boolean): T[] {
  return choices.filter((choice) => (choice === value ? on : chosen.includes(choice)));
}

/** The server's 400 as the fields it names and what is wrong with each ("threshold: Threshold must be a number"). */
export function fieldProblems(message: string): { field: string | null; text: string }[] {
  return message.split('; ').map((part) => {
    const named = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/.exec(part);
    return named ? { field: named[1] ?? null, text: named[2] ?? part } : { field: null, text: part };
  });
}
