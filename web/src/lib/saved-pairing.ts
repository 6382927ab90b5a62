import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import type { WatchlistPrediction } from '@playbook/contracts';
import { LEAGUES, type League } from './league';

/**
 * A watchlist entry opened in its predictor's Manual Selection (ADR 034): the two teams as saved (an over/under
 * entry's Team 1 and Team 2 are stored as away and home, ADR 016), the H2H 'Neutral site' box and the
 * over/under's Betting Total. The entry's league, when it has one, picks the teams in it.
 */
export interface SavedPairing {
  league: League | null;
  away: string;
  home: string;
  neutral: boolean;
  total: number | null;
}

/** A saved pairing as the page restores it: in the page's league, each team null unless found among its teams. */
export interface RestoredPairing extends Omit<SavedPairing, 'league' | 'away' | 'home'> {
  league: League;
  away: string | null;
  home: string | null;
}

/** The predictor page that opens a saved prediction, with the pairing in its query string. */
export function savedPredictionHref(prediction: WatchlistPrediction): string {
  const query = new URLSearchParams({ away: prediction.awayTeam, home: prediction.homeTeam });
  if (prediction.league) query.set('league', prediction.league);
  if (prediction.type === 'overunder') {
    if (prediction.totalLine !== null) query.set('total', String(prediction.totalLine));
    return `/over-under?${query.toString()}`;
  }
  if (prediction.neutral) query.set('neutral', 'true');
  return `/matchup?${query.toString()}`;
}

// The query string is outside data (a bookmarked or hand-edited link): read through zod, anything else ignored.
const pairingQuerySchema = z.object({
  away: z.string().trim().min(1),
  home: z.string().trim().min(1),
  league: z.enum(LEAGUES).optional(),
  neutral: z.enum(['true', 'false']).optional(),
  total: z.coerce.number().positive().finite().optional(),
});

export function savedPairingOf(params: URLSearchParams): SavedPairing | null {
  const read = pairingQuerySchema.safeParse(Object.fromEntries(params));
  if (!read.success || read.data.away === read.data.home) return null;
  const { away, home, league, neutral, total } = read.data;
  return { league: league ?? null, away, home, neutral: neutral === 'true', total: total ?? null };
}

/**
 * Restores a saved pairing from the page's query string once: first the entry's league (the page's league change
 * clears its picks, docs/product/matchup-predictor.md), then, once that league's teams are loaded, the pairing with only the names found
 * among them (a team renamed since, or an old entry of the other league, is left for the user to pick). The query
 * string is then cleared, so a reload or a later league change does not restore it again. `restore` may be a new
 * function on every render: the restoring runs once.
 */
export function useSavedPairing(
  league: League,
  setLeague: (league: League) => void,
  teams: readonly { teamName: string; league: string }[] | undefined,
  restore: (pairing: RestoredPairing) => void,
): void {
  const [params, setParams] = useSearchParams();
  const [pending] = useState(() => savedPairingOf(params));
  const restored = useRef(false);
  useEffect(() => {
    if (pending === null || restored.current) return;
    if (pending.league !== null && pending.league !== league) {
      setLeague(pending.league);
      return;
    }
    if (teams === undefined) return;
    const known = (name: string) => (teams.some((team) => team.league === league && team.teamName === name) ? name : null);
    restore({ league, away: known(pending.away), home: known(pending.home), neutral: pending.neutral, total: pending.total });
    restored.current = true;
    setParams(new URLSearchParams(), { replace: true });
  }, [pending, league, setLeague, teams, restore, setParams]);
}
