/**
 * The tracker's gain and loss colours (ADR 026): green above zero, red below, and plain at zero, decided on the
 * value as shown (ADR 008), so "$0.00" or "0.0 pp" is never painted as a win or a loss.
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

/** A profit in dollars, shown to the cent: a break-even (a push, or nothing settled yet) is neither colour. */
export function profitClass(dollars: number): string {
  return signClass(dollars, 2);
}

/** Closing line value in probability points, shown to one decimal: green when the bettor beat the close. */
export function clvClass(points: number | null): string {
  return signClass(points, 1);
}
