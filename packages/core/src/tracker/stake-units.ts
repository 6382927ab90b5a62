/**
 * An amount in units of the user's unit size, to two decimals ($25 at a $10 unit is 2.5 u). Units let
 * bettors of different bankrolls compare records; the dollars stay the record.
 */
export function unitsOf(dollars: number, unitSize: number): number {
  if (!(unitSize > 0)) throw new RangeError('unitSize: The unit size must be greater than 0');
  const units = Math.round((dollars / unitSize) * 100) / 100;
  return units === 0 ? 0 : units;
}

/** "2.5 u", "-1 u": the two decimals only when they are not zero. */
export const formatUnits = (units: number): string => `${Number(units.toFixed(2))} u`;
