/**
 * Keeps the best `capacity` items seen so far. Internally a binary heap with the worst kept item at the root,
 * so deciding whether a new item gets in costs one comparison and keeping it O(log capacity).
 * `compare(a, b) < 0` means a ranks before (is better than) b; ties must be broken by the caller's comparator
 * for the kept set to be reproducible.
 */
export interface BoundedHeap<T> {
  readonly size: number;
  /** Whether `item` would be kept; lets a caller skip building an item that would be dropped. */
  accepts(item: T): boolean;
  /** The kept item that ranks last once the heap is full (what a newcomer must beat); undefined before. */
  worst(): T | undefined;
  /** Keeps the item if it ranks among the best, evicting the worst when full. Returns whether it was kept. */
  offer(item: T): boolean;
  /** The kept items, best first. */
  sorted(): T[];
}

export function createBoundedHeap<T>(capacity: number, compare: (a: T, b: T) => number): BoundedHeap<T> {
  if (!Number.isInteger(capacity) || capacity < 0) {
    throw new RangeError(`Heap capacity must be a whole number of at least 0, got ${capacity}`);
  }
  const items: T[] = [];
  // Root = worst: a parent ranks at or after its children.
  const worse = (i: number, j: number): boolean => compare(items[i] as T, items[j] as T) > 0;
  const swap = (i: number, j: number): void => {
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  };
  const siftUp = (start: number): void => {
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!worse(i, parent)) return;
      swap(i, parent);
      i = parent;
    }
  };
  const siftDown = (start: number): void => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let worst = i;
      if (left < items.length && worse(left, worst)) worst = left;
      if (right < items.length && worse(right, worst)) worst = right;
      if (worst === i) return;
      swap(i, worst);
      i = worst;
    }
  };
  const accepts = (item: T): boolean => {
    if (items.length < capacity) return true;
    const root = items[0];
    return root !== undefined && compare(item, root) < 0;
  };
  return {
    get size() {
      return items.length;
    },
    accepts,
    worst: () => (items.length === capacity ? items[0] : undefined),
    offer(item) {
      if (!accepts(item)) return false;
      if (items.length < capacity) {
        items.push(item);
        siftUp(items.length - 1);
      } else {
        items[0] = item;
        siftDown(0);
      }
      return true;
    },
    sorted: () => [...items].sort(compare),
  };
}
