import type { z } from 'zod';
import { SourceError } from './source-error.ts';

/** How many zod issues an error message lists before it stops (a wholly wrong payload has hundreds). */
const MAX_LISTED_ISSUES = 3;

/**
 * Validates an already-read payload (a response body or a saved file) against the source's schema. A
 * failure names the source and each field path, e.g. `espn: events.3.competitions.0.competitors: expected array`.
 */
export function parsePayload<T>(sourceName: string, payload: unknown, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues;
  const listed = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const path = issue.path.map(String).join('.');
    return `${path === '' ? '(root)' : path}: ${shortMessage(issue.message)}`;
  });
  const more = issues.length > MAX_LISTED_ISSUES ? ` (and ${issues.length - MAX_LISTED_ISSUES} more)` : '';
  throw new SourceError(sourceName, `${listed.join('; ')}${more}`);
}

/** zod 4 says "Invalid input: expected array, received string"; the part after the colon is the useful one. */
function shortMessage(message: string): string {
  const prefix = 'Invalid input: ';
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
