/** How a status counts for injury impact (docs/product/dashboard.md): out (incl. IR), questionable (incl. doubtful), or neither. */
export type InjuryStatusCategory = 'out' | 'questionable' | 'other';

// docs/product/dashboard.md: a status "containing 'out' or 'ir'" is out. 'out' is matched anywhere, as it says. A bare 'ir'
// substring would also catch unrelated words ("Retired", "First"), so 'ir' must be a whole word ("IR",
// "IR-R", "Reserve/IR"), and the spelt-out "Injured Reserve" counts too.
const OUT_PATTERN = /out|\bir\b|injured reserve/i;
const QUESTIONABLE_PATTERN = /questionable|doubtful/i;

/** The category of an injury status; out is checked first, so "Doubtful - ruled out" is out. */
export function injuryStatusCategory(status: string): InjuryStatusCategory {
  if (OUT_PATTERN.test(status)) return 'out';
  if (QUESTIONABLE_PATTERN.test(status)) return 'questionable';
  return 'other';
}
