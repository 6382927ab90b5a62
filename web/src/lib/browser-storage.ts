import { checked, type Schema } from './schema';

/**
 * This browser's local storage, read and written one way. Storage is outside data (anything may sit under a
 * key, and the browser may refuse it altogether in privacy modes or when full), so every read checks what it
 * finds with a schema and falls back, and every write says whether it was kept.
 */
export type ReadableStorage = Pick<Storage, 'getItem'> | undefined;
export type WritableStorage = Pick<Storage, 'setItem'> | undefined;

/** Even reading `window.localStorage` throws when the browser blocks site storage. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The value under `key` as `read` takes it (undefined: it does not take it), or `fallback`; see readStored. */
export function readStoredWith<T>(
  storage: ReadableStorage,
  key: string,
  read: (stored: unknown) => { value: T } | undefined,
  fallback: T,
  decode: (text: string) => unknown = JSON.parse,
): T {
  try {
    const text = storage?.getItem(key);
    if (text == null) return fallback;
    return (read(decode(text)) ?? { value: fallback }).value;
  } catch {
    return fallback;
  }
}

/**
 * The value under `key` as `schema` reads it, or `fallback` when there is none, it does not read, or the storage
 * refuses. `decode` turns the stored text into what the schema checks: JSON unless the value is stored as text.
 */
export function readStored<T>(
  storage: ReadableStorage,
  key: string,
  schema: Schema<T>,
  fallback: T,
  decode: (text: string) => unknown = JSON.parse,
): T {
  return readStoredWith(storage, key, (stored) => checked(schema, stored), fallback, decode);
}

/**
 * A stored list: an entry that no longer reads as `schema` is left out rather than losing the whole list.
 * `itemsOf` finds the list in what is stored (the stored JSON itself unless it wraps the list).
 */
export function readStoredList<T>(
  storage: ReadableStorage,
  key: string,
  schema: Schema<T>,
  itemsOf: (stored: unknown) => readonly unknown[] | undefined = (stored) => (Array.isArray(stored) ? stored : undefined),
): T[] {
  const items = readStoredWith<readonly unknown[]>(storage, key, (stored) => ({ value: itemsOf(stored) ?? [] }), []);
  return items.flatMap((item) => {
    const entry = checked(schema, item);
    return entry ? [entry.value] : [];
  });
}

/** False when the browser refuses (storage disabled or full); the caller says so or keeps the value in memory. */
export function writeStored(storage: WritableStorage, key: string, text: string): boolean {
  try {
    if (!storage) return false;
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}
