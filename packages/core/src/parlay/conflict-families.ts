/**
 * The docs/product/profit-target.md conflict rules have a shape that lets a search COUNT conflict-free combinations without
 * listing them. Once identical lines are merged, every conflict is inside one game, between:
 * - team picks (spread or moneyline) naming different teams, and
 * - totals on the same number taking opposite sides.
 * So each line belongs to a family (the game's team picks, or one total number of a game) and a group within
 * it (the team, or the side); two lines conflict exactly when they share a family and differ in group. A line
 * in no such family (a total without a side, an unparsed selection) conflicts with nothing.
 *
 * A conflict-free set then takes, per family, lines of one group only, and the number of conflict-free sets of
 * each size is the product over families of 1 + Σ_groups ((1 + x)^n_group - 1), truncated to the sizes asked.
 */
import type { ConflictKey, CorrelatedLegs } from './leg-conflict.ts';

export interface ConflictFamilies {
  /** Per line, its family id (lines in no family get one of their own). */
  family: Int32Array;
  /** Per line, its group id (unique across families). */
  group: Int32Array;
  familyCount: number;
  groupCount: number;
}

/** With correlated legs excluded, a team's spreads and its moneylines are groups of their own. */
export function conflictFamilies(keys: readonly ConflictKey[], correlated: CorrelatedLegs = 'allow'): ConflictFamilies {
  const familyIds = new Map<string, number>();
  const groupIds = new Map<string, number>();
  const family = new Int32Array(keys.length);
  const group = new Int32Array(keys.length);
  keys.forEach((key, i) => {
    const { pick } = key;
    let familyKey: string;
    let groupKey: string;
    if (pick.kind === 'team') {
      familyKey = `${key.game}\u0000team`;
      groupKey = correlated === 'exclude' ? `${pick.team}\u0000${pick.market}` : pick.team;
    } else if (pick.kind === 'total' && pick.side !== 'unspecified') {
      familyKey = `${key.game}\u0000total\u0000${pick.line}`;
      groupKey = pick.side;
    } else {
      familyKey = `\u0000line\u0000${i}`;
      groupKey = '';
    }
    const familyId = familyIds.get(familyKey) ?? familyIds.size;
    familyIds.set(familyKey, familyId);
    const fullGroup = `${familyKey}\u0000${groupKey}`;
    const groupId = groupIds.get(fullGroup) ?? groupIds.size;
    groupIds.set(fullGroup, groupId);
    family[i] = familyId;
    group[i] = groupId;
  });
  return { family, group, familyCount: familyIds.size, groupCount: groupIds.size };
}

/** Binomial coefficients C(n, k) for n up to `maxN` and k up to `maxK`, as exact doubles (far below 2^53 here). */
export function binomialTable(maxN: number, maxK: number): Float64Array[] {
  const table: Float64Array[] = [];
  for (let n = 0; n <= maxN; n++) {
    const row = new Float64Array(maxK + 1);
    row[0] = 1;
    const previous = table[n - 1];
    if (previous) for (let k = 1; k <= maxK; k++) row[k] = (previous[k] ?? 0) + (previous[k - 1] ?? 0);
    table.push(row);
  }
  return table;
}

/**
 * Counts the conflict-free sets of the available lines (those from `start` on, in `order`, that `blocked`
 * does not exclude) with `minSize` to `maxSize` lines (`capacity` at most). Scratch arrays are owned by the counter so a search
 * can call it often without allocating.
 */
export function createFamilyCounter(families: ConflictFamilies, order: readonly number[], capacity: number) {
  const lineCount = order.length;
  const binomial = binomialTable(lineCount, capacity);
  const groupTally = new Int32Array(families.groupCount);
  const familyStamp = new Int32Array(families.familyCount).fill(-1);
  const familyGroups: number[][] = Array.from({ length: families.familyCount }, () => []);
  const touched: number[] = [];
  const product = new Float64Array(capacity + 1);
  const factor = new Float64Array(capacity + 1);
  const next = new Float64Array(capacity + 1);
  let call = 0;

  return (start: number, blocked: Int32Array, minSize: number, maxSize: number): number => {
    const top = Math.min(maxSize, capacity);
    if (top < minSize || top < 0) return 0;
    call++;
    touched.length = 0;
    for (let p = start; p < lineCount; p++) {
      if ((blocked[p] ?? 0) > 0) continue;
      const line = order[p] ?? 0;
      const f = families.family[line] ?? 0;
      const g = families.group[line] ?? 0;
      if (familyStamp[f] !== call) {
        familyStamp[f] = call;
        (familyGroups[f] ?? []).length = 0;
        touched.push(f);
      }
      if ((groupTally[g] ?? 0) === 0) familyGroups[f]?.push(g);
      groupTally[g] = (groupTally[g] ?? 0) + 1;
    }
    product.fill(0);
    product[0] = 1;
    for (const f of touched) {
      factor.fill(0);
      factor[0] = 1;
      for (const g of familyGroups[f] ?? []) {
        const row = binomial[groupTally[g] ?? 0];
        for (let k = 1; k <= top; k++) factor[k] = (factor[k] ?? 0) + (row?.[k] ?? 0);
        groupTally[g] = 0;
      }
      next.fill(0);
      for (let a = 0; a <= top; a++) {
        const pa = product[a] ?? 0;
        if (pa === 0) continue;
        for (let b = 0; a + b <= top; b++) next[a + b] = (next[a + b] ?? 0) + pa * (factor[b] ?? 0);
      }
      product.set(next);
    }
    let total = 0;
    for (let k = Math.max(minSize, 0); k <= top; k++) total += product[k] ?? 0;
    return total;
  };
}

/** How many conflict-free combinations of minLegs to maxLegs of these lines there are (identical lines merged first). */
export function conflictFreeCount(keys: readonly ConflictKey[], minLegs: number, maxLegs: number): number {
  const order = keys.map((_, i) => i);
  const counter = createFamilyCounter(conflictFamilies(keys), order, maxLegs);
  return counter(0, new Int32Array(keys.length), minLegs, maxLegs);
}
