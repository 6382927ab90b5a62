/** Some of a row's nullable number fields, as another row of the same game or team holds them. */
export type Figures<F extends string> = { [K in F]?: number | null };

/**
 * `row` with each of `fields` taken from `first` where it holds a number, else from `second` (null when neither
 * does). The one rule wherever a row's figures are filled from another row of the same game or team; the caller
 * says which side wins by the order: a box score keeps its own figures and fills its gaps from another source's
 * (`withGapsFilled`), a derived season row takes the figures a source reported over its own (store-league.ts).
 */
export function withFiguresFrom<F extends string, T extends Figures<F>>(row: T, fields: readonly F[], first: Readonly<Figures<F>>, second: Readonly<Figures<F>>): T {
  const filled: T = { ...row };
  // Written through the constraint's view of the copy: the fields named are nullable numbers on any T.
  const figures: Figures<F> = filled;
  for (const field of fields) figures[field] = first[field] ?? second[field] ?? null;
  return filled;
}
