import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { pressFocused as press } from '@/test/press-focused';
import { useRemovalFocus } from './use-removal-focus';

afterEach(cleanup);

function List({ initial }: { initial: string[] }) {
  const [items, setItems] = useState(initial);
  const { listRef, fallbackRef, removing } = useRemovalFocus<HTMLUListElement, HTMLButtonElement>(items);
  return (
    <>
      <ul ref={listRef}>
        {items.map((item, index) => (
          <li key={item}>
            <button type="button">Edit {item}</button>
            <button
              type="button"
              data-remove
              onClick={() => {
                removing(index);
                setItems((current) => current.filter((other) => other !== item));
              }}
            >
              Remove {item}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" ref={fallbackRef}>
        Add
      </button>
    </>
  );
}

describe('useRemovalFocus', () => {
  it("moves the focus to the Remove button now in the removed item's place, then the last one, then the fallback", () => {
    render(<List initial={['a', 'b', 'c']} />);
    press('Remove b');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove c' }));
    press('Remove c');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove a' }));
    press('Remove a');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }));
  });
});
