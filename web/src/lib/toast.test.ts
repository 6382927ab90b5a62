import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastReducer, type ToastItem, type ToastState } from './toast';

const item = (id: string, title = `Toast ${id}`): ToastItem => ({ id, title, open: true });
const empty: ToastState = { toasts: [] };

describe('toastReducer', () => {
  // docs/product/notifications-and-errors.md General: the toast area shows at most 1 toast at a time.
  it('keeps at most 1 toast, the newest', () => {
    expect(TOAST_LIMIT).toBe(1);
    const one = toastReducer(empty, { type: 'add', toast: item('1') });
    const two = toastReducer(one, { type: 'add', toast: item('2') });
    expect(two.toasts).toEqual([item('2')]);
  });

  it('updates a toast by id', () => {
    const one = toastReducer(empty, { type: 'add', toast: item('1') });
    const next = toastReducer(one, { type: 'update', toast: { id: '1', description: 'more' } });
    expect(next.toasts).toEqual([{ ...item('1'), description: 'more' }]);
    expect(toastReducer(one, { type: 'update', toast: { id: 'x', title: 'no' } }).toasts).toEqual([item('1')]);
  });

  it('dismisses (closes) before removing', () => {
    const one = toastReducer(empty, { type: 'add', toast: item('1') });
    const dismissed = toastReducer(one, { type: 'dismiss', id: '1' });
    expect(dismissed.toasts).toEqual([{ ...item('1'), open: false }]);
    expect(toastReducer(dismissed, { type: 'remove', id: '1' }).toasts).toEqual([]);
  });

  it('dismisses and removes all without an id', () => {
    const one = toastReducer(empty, { type: 'add', toast: item('1') });
    expect(toastReducer(one, { type: 'dismiss' }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(one, { type: 'remove' }).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const one = toastReducer(empty, { type: 'add', toast: item('1') });
    toastReducer(one, { type: 'dismiss', id: '1' });
    expect(one.toasts[0]?.open).toBe(true);
  });
});
