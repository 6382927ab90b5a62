/** Display formats of the parlay tracker (docs/product/parlay-tracker.md): rates 1 decimal, money 2, average odds 0. */

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Avoids '-0.0%' and '-$0.00' for values that round to zero. */
function withoutNegativeZero(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  return rounded === 0 ? 0 : value;
}

function finite(value: number): number {
  return Number.isFinite(value) ? value : 0;
}

/** Win rate and ROI, given as percentages: 62.5 → '62.5%'. */
export function formatPercent1(percent: number): string {
  return `${withoutNegativeZero(finite(percent), 1).toFixed(1)}%`;
}

/** Dollars with 2 decimals and thousands separators: -1234.5 → '-$1,234.50'. */
export function formatMoney(dollars: number): string {
  const value = withoutNegativeZero(finite(dollars), 2);
  return `${value < 0 ? '-' : ''}$${money.format(Math.abs(value))}`;
}

/** American odds with 0 decimals and a '+' when positive: 245.4 → '+245', -110 → '-110'. */
export function formatAverageOdds(odds: number): string {
  const rounded = Math.round(finite(odds));
  if (rounded === 0) return '0';
  return rounded > 0 ? `+${rounded}` : `${rounded}`;
}
