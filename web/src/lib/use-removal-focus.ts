import { useEffect, useRef } from 'react';

/**
 * Keeps the keyboard focus in a list whose items go away with their own Remove button (marked `data-remove`):
 * after a removal the focus moves to the Remove button now at that place, or to the last one left, or to
 * `fallbackRef` once none is left, instead of falling to the page body with the button. `items` is the list
 * itself: the move waits for it to change.
 */
export function useRemovalFocus<List extends HTMLElement, Fallback extends HTMLElement = HTMLElement>(items: unknown) {
  const listRef = useRef<List>(null);
  const fallbackRef = useRef<Fallback>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove]') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? fallbackRef.current)?.focus();
  }, [items]);
  /** Call with the item's position as its Remove button is pressed. */
  const removing = (index: number) => {
    removedAt.current = index;
  };
  return { listRef, fallbackRef, removing };
}
