/**
 * The tracker's gain and loss colours (ADR 026). Where docs/product/parlay-tracker.md fixes the rule it is followed verbatim: Net
 * Profit "green if >= 0, red if negative", an actual payout "green if above 0, else red". Where the page is
 * silent (the ROI tables' profit, CLV) zero is plain (ADR 008). Decided on the value as shown, to the cent.
 */
export const GAIN_CLASS = 'text-green-700';
export const LOSS_CLASS = 'text-red-700';

/** The colour of a signed value shown with `decimals` decimals; none at zero or without a value. */
export function signClass(value: number | null, decimals: number): string {
  if (value === null || !Number.isFinite(value)) return '';
  const shown = Math.round(value * 10 ** decimals);
  if (shown === 0) return '';
  return shown > 0 ? GAIN_CLASS : LOSS_CLASS;
}

/**
 * A profit in dollars, shown to the cent: a break-even is neither colour. The Net Profit tile too, though it was once
 * "green if >= 0" (docs/product/parlay-tracker.md): a green $0.00 reads as a gain that never happened.
 */
export function profitClass(dollars: number): string {
  return signClass(dollars, 2);
}

const cents = (dollars: number): number => Math.round(dollars * 100);

/** An actual payout, docs/product/parlay-tracker.md: "green if above 0, else red". */
export function payoutClass(dollars: number): string {
  return cents(dollars) > 0 ? GAIN_CLASS : LOSS_CLASS;
}

/** Closing line value in probability points, shown to one decimal: green when the bettor beat the close. */
export function clvClass(points: number | null): string {
  return signClass(points, 1);
}
