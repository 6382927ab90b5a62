// Checking values against zod schemas without importing zod on the first page (ADR 068): a zod schema carries its
// own check (the Standard Schema interface), so only the modules that build schemas bring zod.
import type * as z from 'zod/mini';

/** Any zod schema (the full API's or zod/mini's) whose output is T. */
export type Schema<T> = z.core.$ZodType<T>;

/** A schema, or the import that brings it (and zod with it) when first needed. */
export type SchemaSource<T> = Schema<T> | (() => Promise<Schema<T>>);

export function schemaOf<T>(source: SchemaSource<T>): Promise<Schema<T>> {
  return typeof source === 'function' ? source() : Promise.resolve(source);
}

/** The value as the schema reads it, or `undefined` when it does not read. Only synchronous schemas (all of ours). */
export function checked<T>(schema: Schema<T>, value: unknown): { value: T } | undefined {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('checked() takes synchronous schemas only');
  return result.issues ? undefined : { value: result.value };
}

/** Why the value does not read as the schema: each problem and where, as zod words it ("" when it reads). */
export function mismatchOf<T>(schema: Schema<T>, value: unknown): string {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new TypeError('mismatchOf() takes synchronous schemas only');
  return (result.issues ?? [])
    .map(({ message, path = [] }) => {
      const at = path.map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
      return at ? `${message} at ${at}` : message;
    })
    .join('; ');
}

/** The frame's schemas (frame-schemas.ts): import() loads a module once. */
export const loadFrameSchemas = () => import('./frame-schemas');
