import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LEAGUE_COOKIE } from '@playbook/contracts/first-screen-state';
import { browserStorage, readStoredWith, writeStored, type ReadableStorage } from './browser-storage';

export const LEAGUES = ['NFL', 'NCAA'] as const;
export type League = (typeof LEAGUES)[number];

/** Whether a value (a stored text, a choice handed back by a select) is a known league. */
export function isLeague(value: unknown): value is League {
  return LEAGUES.some((league) => league === value);
}
export const DEFAULT_LEAGUE: League = 'NFL';
export const LEAGUE_STORAGE_KEY = 'playbook.league';
const A_YEAR_S = 365 * 24 * 60 * 60;

/** The chosen league mirrored for the server, which renders the signed-in dashboard of that league (ADR 080). */
function mirrorLeagueCookie(league: League): void {
  document.cookie = `${LEAGUE_COOKIE}=${league}; path=/; max-age=${A_YEAR_S}; samesite=lax`;
}

/** Anything but a known league, stored as its plain name, falls back to the default. */
export function readStoredLeague(storage: ReadableStorage): League {
  return readStoredWith(storage, LEAGUE_STORAGE_KEY, (stored) => (isLeague(stored) ? { value: stored } : undefined), DEFAULT_LEAGUE, (text) => text);
}

interface LeagueContextValue {
  league: League;
  setLeague: (league: League) => void;
}

const LeagueContext = createContext<LeagueContextValue | null>(null);

/** `initial`: the league a server render was made with (there is no browser storage there); the stored one otherwise. */
export function LeagueProvider({ initial, children }: { initial?: League; children: ReactNode }) {
  const [league, setLeagueState] = useState<League>(() => initial ?? readStoredLeague(browserStorage()));
  useEffect(() => mirrorLeagueCookie(league), [league]);
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
