import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';

export const leagueSchema = z.enum(['NFL', 'NCAA']);
export type League = z.infer<typeof leagueSchema>;
export const LEAGUES = leagueSchema.options;
export const DEFAULT_LEAGUE: League = 'NFL';
export const LEAGUE_STORAGE_KEY = 'playbook.league';

/** Local storage is outside data: anything but a known league falls back to the default. */
export function readStoredLeague(storage: Pick<Storage, 'getItem'> | undefined): League {
  try {
    const parsed = leagueSchema.safeParse(storage?.getItem(LEAGUE_STORAGE_KEY));
    return parsed.success ? parsed.data : DEFAULT_LEAGUE;
  } catch {
    // Storage can throw when disabled (privacy modes); the default is fine then.
    return DEFAULT_LEAGUE;
  }
}

/** Even reading `window.localStorage` throws when the browser blocks site storage. */
function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function writeStoredLeague(league: League): void {
  try {
    browserStorage()?.setItem(LEAGUE_STORAGE_KEY, league);
  } catch {
    // Not remembering the league is harmless.
  }
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
    writeStoredLeague(next);
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
