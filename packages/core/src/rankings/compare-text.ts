// A fixed locale keeps the order identical in the browser and on the server; 'accent' sensitivity ignores case
// (docs/product/dashboard.md: strings compare case-insensitively) but keeps "San José" apart from "San Jose".
const collator = new Intl.Collator('en', { sensitivity: 'accent' });

/** Case-insensitive order of two texts: negative, zero or positive like Array.prototype.sort expects. */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}
