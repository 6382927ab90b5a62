/**
 * How many combinations of minLegs to maxLegs legs a set of lines has before conflicts are removed: the sum of
 * C(lines, k). The full search is exponential in maxLegs, so a caller (the API) can refuse a request whose
 * bound is too large before searching; 40 lines with 2 to 6 legs give 4,598,438.
 */
export function combinationUpperBound(lineCount: number, minLegs: number, maxLegs: number): number {
  if (![lineCount, minLegs, maxLegs].every((n) => Number.isInteger(n) && n >= 0)) {
    throw new RangeError('Line count and leg counts must be whole numbers of at least 0');
  }
  let total = 0;
  let choose = 1; // C(lineCount, 0)
  for (let k = 0; k <= Math.min(maxLegs, lineCount); k++) {
    if (k > 0) choose = (choose * (lineCount - k + 1)) / k;
    if (k >= minLegs) total += choose;
  }
  return total;
}
