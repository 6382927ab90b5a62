/**
 * docs/product/profit-target.md conflict rules. A combination is excluded if:
 * 1. an identical game+selection+odds appears twice ('duplicate');
 * 2. within the same game, spread or moneyline picks name different teams ('opposing-teams');
 * 3. within the same game, totals with the same number take opposite sides ('opposing-totals').
 * No other rule refuses a combination, as the product page lists them: e.g. 'Over 47.5' with 'Under 44.5' in one
 * game is allowed although both cannot win, and the same pick at two prices is allowed. Related legs of one game
 * are a separate choice (`conflictRuleOfKeys`' `correlated`, below; the generator's request leaves them out by
 * default).
 */
import type { BettingLine } from './betting-line.ts';
import { parseSelection } from './parse-selection.ts';
import type { TotalSide } from './parse-selection.ts';
import { normalizeTeamName } from '../teams/normalize-team-name.ts';
import { gameIdentity, pickTeam } from './team-identity.ts';
import type { GameIdentity } from './team-identity.ts';

export type ConflictRule = 'duplicate' | 'opposing-teams' | 'opposing-totals' | 'correlated';

type Pick =
  | { kind: 'team'; team: string; market: 'spread' | 'moneyline' }
  | { kind: 'total'; side: TotalSide | 'unspecified'; line: number }
  | { kind: 'none' };

/** A line read once, so that pairwise checks in a search are plain comparisons. */
export interface ConflictKey {
  game: string;
  /** Identical game (order-free), selection (normalised text) and odds. */
  duplicate: string;
  pick: Pick;
}

function pickOf(line: BettingLine, game: GameIdentity): Pick {
  const parsed = parseSelection(line.description);
  switch (parsed.kind) {
    case 'spread':
    case 'moneyline':
      return { kind: 'team', team: pickTeam(parsed.team, game), market: parsed.kind };
    case 'total':
      return { kind: 'total', side: parsed.side, line: parsed.line };
    case 'unknown':
      // A moneyline line whose description is just the team ('Kansas City Chiefs') still names that team.
      return line.type === 'moneyline' ? { kind: 'team', team: pickTeam(line.description, game), market: 'moneyline' } : { kind: 'none' };
  }
}

export function conflictKey(line: BettingLine): ConflictKey {
  const game = gameIdentity(line.game);
  return {
    game: game.key,
    duplicate: `${game.key} # ${normalizeTeamName(line.description)} # ${line.odds}`,
    pick: pickOf(line, game),
  };
}

/**
 * Beyond these three rules, the parlay generator leaves out by default what books refuse or
 * reprice: a team's spread with its own moneyline in one parlay ('correlated'). `correlated: 'allow'` keeps
 * the three rules alone.
 */
export type CorrelatedLegs = 'exclude' | 'allow';

export function conflictRuleOfKeys(a: ConflictKey, b: ConflictKey, correlated: CorrelatedLegs = 'allow'): ConflictRule | undefined {
  if (a.duplicate === b.duplicate) return 'duplicate';
  if (a.game !== b.game) return undefined;
  if (a.pick.kind === 'team' && b.pick.kind === 'team' && a.pick.team !== b.pick.team) return 'opposing-teams';
  if (correlated === 'exclude' && a.pick.kind === 'team' && b.pick.kind === 'team' && a.pick.market !== b.pick.market) return 'correlated';
  if (
    a.pick.kind === 'total' &&
    b.pick.kind === 'total' &&
    a.pick.line === b.pick.line &&
    a.pick.side !== 'unspecified' &&
    b.pick.side !== 'unspecified' &&
    a.pick.side !== b.pick.side
  ) {
    return 'opposing-totals';
  }
  return undefined;
}

/** Which rule, if any, forbids these two lines in one parlay. */
export function conflictRule(a: BettingLine, b: BettingLine): ConflictRule | undefined {
  return conflictRuleOfKeys(conflictKey(a), conflictKey(b));
}

export function legsConflict(a: BettingLine, b: BettingLine): boolean {
  return conflictRule(a, b) !== undefined;
}

/** True when any two of the legs conflict. */
export function conflicts(legs: readonly BettingLine[]): boolean {
  const keys = legs.map(conflictKey);
  return keys.some((a, i) => keys.some((b, j) => j > i && conflictRuleOfKeys(a, b) !== undefined));
}

/** For every key, the indices of the later keys it conflicts with (the search only looks forward). */
export function laterConflictsOfKeys(keys: readonly ConflictKey[], correlated: CorrelatedLegs = 'allow'): number[][] {
  return keys.map((a, i) => {
    const later: number[] = [];
    for (let j = i + 1; j < keys.length; j++) {
      const b = keys[j];
      if (b && conflictRuleOfKeys(a, b, correlated) !== undefined) later.push(j);
    }
    return later;
  });
}

export function laterConflicts(lines: readonly BettingLine[]): number[][] {
  return laterConflictsOfKeys(lines.map(conflictKey));
}
