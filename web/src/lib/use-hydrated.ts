import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False on the server and in the render that hydrates its markup, true otherwise (a page rendered in the browser
 * alone is true from its first render). What depends on the browser (its time zone, its storage) shows once this
 * is true, so the hydrating render matches the server's markup (ADR 080).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
