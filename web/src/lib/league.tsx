import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { browserStorage, readStoredWith, writeStored, type ReadableStorage } from './browser-storage';

export const LEAGUES = ['NFL', 'NCAA'] as const;
export type League = (typeof LEAGUES)[number];

/** Whether a value (a stored text, a choice handed back by a select) is a known league. */
export function isLeague(value: unknown): value is League {
  return LEAGUES.some((league) => league === value);
}
export const DEFAULT_LEAGUE: League = 'NFL';
export const LEAGUE_STORAGE_KEY = 'playbook.league';

/** Anything but a known league, stored as its plain name, falls back to the default. */
export function readStoredLeague(storage: ReadableStorage): League {
  return readStoredWith(storage, LEAGUE_STORAGE_KEY, (stored) => (isLeague(stored) ? { value: stored } : undefined), DEFAULT_LEAGUE, (text) => text);
}

interface LeagueContextValue {
  league: League;
  setLeague: (league: League) => void;
}

const LeagueContext = createContext<LeagueContextValue | null>(null);

export function LeagueProvider({ children }: { children: ReactNode }) {
  const [league, setLeagueState] = useState<League>(() => readStoredLeague(browserStorage()));
  const setLeague = useCallback((next: League) => {
    setLeagueState(next);
    // Not remembering the league is harmless.
    writeStored(browserStorage(), LEAGUE_STORAGE_KEY, next);
  }, []);
  const value = useMemo(() => ({ league, setLeague }), [league, setLeague]);
  return <LeagueContext value={value}>{children}</LeagueContext>;
}

/** The league chosen in the header (docs/product/header-and-leagues.md: NFL or NCAA, default NFL). */
export function useLeague(): LeagueContextValue {
  const value = useContext(LeagueContext);
  if (!value) throw new Error('useLeague must be used inside <LeagueProvider>');
  return value;
}
