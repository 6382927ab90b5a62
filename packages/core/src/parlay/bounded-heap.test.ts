import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBoundedHeap } from './bounded-heap.ts';

const ascending = (a: number, b: number): number => a - b;

describe('createBoundedHeap', () => {
  it('keeps the best items, best first', () => {
    const heap = createBoundedHeap(3, ascending);
    for (const n of [5, 1, 9, 3, 7, 2]) heap.offer(n);
    expect(heap.size).toBe(3);
    expect(heap.sorted()).toEqual([1, 2, 3]);
  });

  it('tells whether an item would get in once full', () => {
    const heap = createBoundedHeap(2, ascending);
    expect(heap.accepts(10)).toBe(true);
    heap.offer(4);
    expect(heap.worst()).toBeUndefined();
    heap.offer(6);
    expect(heap.accepts(6)).toBe(false);
    expect(heap.accepts(5)).toBe(true);
    expect(heap.offer(8)).toBe(false);
    expect(heap.offer(5)).toBe(true);
    expect(heap.worst()).toBe(5);
    expect(heap.sorted()).toEqual([4, 5]);
  });

  it('keeps nothing at capacity 0 and refuses a bad capacity', () => {
    const heap = createBoundedHeap(0, ascending);
    expect(heap.offer(1)).toBe(false);
    expect(heap.sorted()).toEqual([]);
    expect(() => createBoundedHeap(-1, ascending)).toThrow(RangeError);
    expect(() => createBoundedHeap(1.5, ascending)).toThrow(RangeError);
  });

  it('equals sorting everything and taking the first k', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: 0, max: 12 }), (values, k) => {
        const heap = createBoundedHeap(k, ascending);
        values.forEach((v) => heap.offer(v));
        expect(heap.sorted()).toEqual([...values].sort(ascending).slice(0, k));
        expect(heap.worst()).toBe(values.length >= k && k > 0 ? heap.sorted()[k - 1] : undefined);
      }),
    );
  });
});
