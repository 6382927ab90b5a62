import { useCallback, useEffect, useRef, useState } from 'react';
import type { SlateGame } from '@playbook/core';
import { browserStorage } from '@/lib/browser-storage';
import { readStoredSlate, writeStoredSlate } from './slate-storage';

let idCounter = 0;
/** A local id (docs/product/slate-analyzer.md "plus a local id"); unique within this browser without needing a secure context. */
export function newSlateGameId(): string {
  idCounter += 1;
  return `g-${Date.now().toString(36)}-${idCounter.toString(36)}`;
}

export interface Slate {
  games: SlateGame[];
  add: (game: Omit<SlateGame, 'id'>) => void;
  remove: (id: string) => void;
  /** An import replaces the slate (docs/product/slate-analyzer.md). */
  replace: (games: SlateGame[]) => void;
  /** False when the browser would not store the slate (it then lasts until the page closes). */
  saved: boolean;
}

/** The slate, read from and written back to local storage so it survives a reload. */
export function useSlate(): Slate {
  const [games, setGames] = useState<SlateGame[]>(() => readStoredSlate(browserStorage()));
  const [saved, setSaved] = useState(true);
  const first = useRef(true);
  useEffect(() => {
    // The first render only shows what was read; writing it straight back would be wasted work.
    if (first.current) {
      first.current = false;
      return;
    }
    setSaved(writeStoredSlate(browserStorage(), games));
  }, [games]);

  const add = useCallback((game: Omit<SlateGame, 'id'>) => setGames((current) => [...current, { ...game, id: newSlateGameId() }]), []);
  const remove = useCallback((id: string) => setGames((current) => current.filter((game) => game.id !== id)), []);
  const replace = useCallback((next: SlateGame[]) => setGames(next), []);
  return { games, add, remove, replace, saved };
}
