import { z } from 'zod';
import { refusal } from './payload-limits.ts';

/** A source's list read record by record: the records that read, and each other one dropped with its reason. */
export interface ReadRecords<T> {
  records: T[];
  /** `<what> <id>: <field>: <reason>`, one per record dropped. */
  dropped: string[];
  /** The dropped records as sent: what can still be read of them names the stored games a full snapshot keeps. */
  droppedItems: unknown[];
}

/** Ids longer than this are not any source's ids: the record is named by its place instead. */
const MAX_ID_LENGTH = 64;

/** The record's id (`id`, else `gameId`) where it has a short one. */
export function recordIdOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const id = 'id' in item ? item.id : 'gameId' in item ? item.gameId : undefined;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return String(id);
  return typeof id === 'string' && id !== '' && id.length <= MAX_ID_LENGTH ? id : null;
}

/** zod 4 says "Invalid input: expected array, received string"; the part after the colon is the useful one. */
function reasonOf(error: z.ZodError): string {
  const [issue] = error.issues;
  if (!issue) return 'unreadable';
  const field = issue.path.map(String).join('.');
  const message = issue.message.replace(/^Invalid input: /, '');
  return field === '' ? message : `${field}: ${message}`;
}

/** Each item read with `schema`; one that fails is dropped with its reason, and the rest are kept. */
export function readRecords<T>(items: readonly unknown[], schema: z.ZodType<T>, what: string): ReadRecords<T> {
  const result: ReadRecords<T> = { records: [], dropped: [], droppedItems: [] };
  items.forEach((item, index) => {
    const parsed = schema.safeParse(item);
    if (parsed.success) {
      result.records.push(parsed.data);
      return;
    }
    const id = recordIdOf(item);
    result.droppedItems.push(item);
    result.dropped.push(`${what} ${id ?? `#${index + 1}`}: ${reasonOf(parsed.error)}`);
  });
  return result;
}

/**
 * A list of a source's records, at most `max` (past it the whole answer is refused: no season holds that many),
 * read record by record: a bad record is dropped and counted, not the answer.
 */
export function recordList<T>(schema: z.ZodType<T>, what: string, { max, plural }: { max: number; plural: string }) {
  return z
    .array(z.unknown())
    .max(max, refusal(plural, max))
    .transform((items) => readRecords(items, schema, what));
}
