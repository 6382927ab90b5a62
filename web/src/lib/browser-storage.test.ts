import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored, readStoredList, writeStored } from './browser-storage';

const storageWith = (text: string | null) => ({ getItem: () => text });
const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
};

describe('readStored', () => {
  const schema = z.object({ size: z.number() });
  const fallback = { size: 1 };

  it('reads what the schema accepts', () => {
    expect(readStored(storageWith('{"size":3}'), 'key', schema, fallback)).toEqual({ size: 3 });
  });

  it('falls back when nothing is stored, the text is not JSON, the schema refuses it, or the storage refuses', () => {
    expect(readStored(storageWith(null), 'key', schema, fallback)).toBe(fallback);
    expect(readStored(undefined, 'key', schema, fallback)).toBe(fallback);
    expect(readStored(storageWith('{size'), 'key', schema, fallback)).toBe(fallback);
    expect(readStored(storageWith('{"size":"3"}'), 'key', schema, fallback)).toBe(fallback);
    expect(readStored(refusing, 'key', schema, fallback)).toBe(fallback);
  });

  it('reads a value stored as plain text when told to', () => {
    expect(readStored(storageWith('NCAA'), 'key', z.enum(['NFL', 'NCAA']), 'NFL', (text) => text)).toBe('NCAA');
  });
});

describe('readStoredList', () => {
  it('leaves out the entries that no longer read, keeping the rest', () => {
    expect(readStoredList(storageWith('[1,"two",3]'), 'key', z.number())).toEqual([1, 3]);
  });

  it('finds a list wrapped in an object, and reads anything else as empty', () => {
    const games = (stored: unknown) => z.object({ games: z.array(z.unknown()) }).safeParse(stored).data?.games;
    expect(readStoredList(storageWith('{"games":[1,2]}'), 'key', z.number(), games)).toEqual([1, 2]);
    expect(readStoredList(storageWith('{"games":1}'), 'key', z.number(), games)).toEqual([]);
    expect(readStoredList(storageWith('{"size":1}'), 'key', z.number())).toEqual([]);
    expect(readStoredList(refusing, 'key', z.number())).toEqual([]);
  });
});

describe('writeStored', () => {
  it('says whether the browser kept the value', () => {
    const kept = new Map<string, string>();
    expect(writeStored({ setItem: (key, text) => kept.set(key, text) }, 'key', 'text')).toBe(true);
    expect(kept.get('key')).toBe('text');
    expect(writeStored(refusing, 'key', 'text')).toBe(false);
    expect(writeStored(undefined, 'key', 'text')).toBe(false);
  });
});
