import { and, eq, gte, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { HubLeague } from '@playbook/contracts';
import { games } from '../db/sports-schema.ts';
import type { SportsData } from '../features/sports/sports-data.ts';

const HOUR_MS = 60 * 60 * 1000;
/** A game due to start within this window makes its league worth re-fetching. */
export const STARTING_SOON_MS = HOUR_MS;
/** A game still 'scheduled' this long after kick-off is taken as postponed, not as about to go live. */
export const OVERDUE_MS = 6 * HOUR_MS;

/** The leagues with a game live now or starting within the hour. */
export async function leaguesInPlay(sports: SportsData, now: Date): Promise<HubLeague[]> {
  const soon = and(
    eq(games.status, 'scheduled'),
    gte(games.scheduledAt, new Date(now.getTime() - OVERDUE_MS)),
    lte(games.scheduledAt, new Date(now.getTime() + STARTING_SOON_MS)),
  );
  const rows = await sports.db.selectDistinct({ league: games.league }).from(games).where(or(eq(games.status, 'live'), soon));
  return rows.map((row) => row.league).sort();
}

export interface LiveRefreshJob {
  /** Stops scheduling and waits for a run in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Re-fetches the leagues in play every `intervalMs`, so live clocks and scores move with real time. The next
 * run is scheduled only when the previous one has finished (runs never overlap), and the timer is unref'd so
 * it never keeps the process alive. A failed refresh is logged and retried on the next run.
 */
export function startLiveRefresh(sports: SportsData, intervalMs: number, log: FastifyBaseLogger): LiveRefreshJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const run = async (): Promise<void> => {
    const leagues = await leaguesInPlay(sports, sports.now());
    for (const league of leagues) {
      if (stopped) return;
      try {
        // Scores, status, period and clock only: lines, stats and rosters wait for the league's full refresh,
        // which runs at once when a game has just finished (its box score feeds the season's metrics).
        const counts = await sports.refreshLiveScores(league);
        log.debug({ league, counts }, 'live refresh');
        if (counts.gamesFinished > 0 && !stopped) await sports.refreshLeagues([league]);
      } catch (error) {
        log.warn({ err: error, league }, 'live refresh failed');
      }
    }
  };

  const schedule = (): void => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run()
        .catch((error: unknown) => log.warn({ err: error }, 'live refresh failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };

  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
