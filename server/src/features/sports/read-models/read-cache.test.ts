import { describe, expect, it } from 'vitest';
import { MAX_KEYS_PER_MODEL, ReadModelCache } from './read-cache.ts';

describe('ReadModelCache', () => {
  it('builds a key once per generation and again after invalidate', async () => {
    const cache = new ReadModelCache();
    const model = cache.model<number>();
    let builds = 0;
    const build = () => Promise.resolve(++builds);
    expect(await model.get('a', build)).toBe(1);
    expect(await model.get('a', build)).toBe(1);
    cache.invalidate();
    expect(await model.get('a', build)).toBe(2);
  });

  it('makes room by dropping one entry, not every answer', async () => {
    const model = new ReadModelCache().model<string>();
    let builds = 0;
    const build = (key: string) => () => {
      builds += 1;
      return Promise.resolve(key);
    };
    for (let i = 0; i < MAX_KEYS_PER_MODEL; i++) await model.get(`k${i}`, build(`k${i}`));
    await model.get('one more', build('one more'));
    const before = builds;
    await model.get(`k${MAX_KEYS_PER_MODEL - 1}`, build('rebuilt'));
    expect(builds).toBe(before);
    await model.get('k0', build('k0'));
    expect(builds).toBe(before + 1);
  });
});
