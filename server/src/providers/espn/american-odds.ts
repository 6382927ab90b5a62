/**
 * ESPN writes prices as strings ("+240", "-105", "EVEN") in the odds block and as numbers (-115.0) in the
 * team-level fields. Both read to an integer American price, or null where there is none ("OFF", "", a value
 * inside ±100, which no American price can be).
 */
export function readAmericanOdds(value: string | number | undefined): number | null {
  if (value === undefined) return null;
  const text = String(value).trim().toUpperCase();
  if (text === 'EVEN' || text === 'EV') return 100;
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  const price = Math.round(Number(text));
  return Math.abs(price) >= 100 ? price : null;
}

/** A line string: "+6", "-7.5", "PK" (a pick'em, 0), "o43.5" / "u43.5" (totals). Null when unreadable. */
export function readLine(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim().toLowerCase().replace(/^[ou]/, '');
  if (text === 'pk' || text === 'even') return 0;
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}
