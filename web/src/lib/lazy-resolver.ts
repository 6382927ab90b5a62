import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (its schema, and zod's full API with it) loads at the form's first check instead
 * of with the page (ADR 068). `load` is called on every check: pass one that loads once (import() does).
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformedValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): Resolver<TFieldValues, TContext, TTransformedValues> {
  return async (values, context, options) => (await load())(values, context, options);
}
