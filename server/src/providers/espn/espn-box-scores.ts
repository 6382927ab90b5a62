import { fetchJson, type HttpSource } from '../http/fetch-json.ts';
import { mapLimit } from '../http/map-limit.ts';
import type { BoxScoreRecord } from '../records.ts';
import { boxScoresFromEspnSummary, espnSummarySchema } from './espn-summary.ts';

export interface BoxScoreFetch {
  boxScores: BoxScoreRecord[];
  /** Teams whose box score the summary lacked (reported, not invented). */
  missing: string[];
}

/**
 * Box scores of finished games from each game's summary (the scoreboard has none). A finished game's box
 * score never changes, so each is kept in memory for the life of the process and fetched once.
 */
export class EspnBoxScores {
  private readonly cache = new Map<string, BoxScoreFetch>();

  constructor(
    private readonly http: HttpSource,
    private readonly concurrency: number,
  ) {}

  async fetch(leaguePath: string, finishedGameIds: readonly string[]): Promise<BoxScoreFetch> {
    const results = await mapLimit(finishedGameIds, this.concurrency, async (gameId) => {
      const cached = this.cache.get(gameId);
      if (cached) return cached;
      const { data } = await fetchJson(this.http, `${leaguePath}/summary`, { event: gameId }, espnSummarySchema);
      const parsed = boxScoresFromEspnSummary(gameId, data);
      this.cache.set(gameId, parsed);
      return parsed;
    });
    return { boxScores: results.flatMap((result) => result.boxScores), missing: results.flatMap((result) => result.missing) };
  }
}
