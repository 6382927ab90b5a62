import { z } from 'zod';
import { fetchJson, type HttpSource } from '../http/fetch-json.ts';
import { mapLimit } from '../http/map-limit.ts';
import type { RosterRecord } from '../records.ts';

const athleteSchema = z.object({
  displayName: z.string().min(1),
  jersey: z.string().optional(),
  position: z.object({ abbreviation: z.string().min(1) }).optional(),
});

/**
 * `/apis/site/v2/sports/{sport}/{league}/teams/{id}/roster`: football and baseball group the athletes by unit
 * (`athletes: [{ position: "offense", items: [...] }]`); a flat list of athletes is read too.
 */
export const espnRosterSchema = z.object({
  athletes: z.array(z.union([z.object({ items: z.array(athleteSchema) }), athleteSchema])),
});
export type EspnRoster = z.infer<typeof espnRosterSchema>;

/** ESPN leaves the position off a few athletes (a new signing). */
const UNKNOWN_POSITION = '—';
/** A roster is read again after this long: rosters change over days, and a season has hundreds of teams. */
const ROSTER_TTL_MS = 12 * 3_600_000;

export function rosterFromEspn(teamId: string, roster: EspnRoster): RosterRecord[] {
  const athletes = roster.athletes.flatMap((entry) => ('items' in entry ? entry.items : [entry]));
  return athletes.map((athlete) => {
    const jersey = athlete.jersey?.trim() ?? '';
    return {
      teamId,
      name: athlete.displayName,
      position: athlete.position?.abbreviation ?? UNKNOWN_POSITION,
      number: /^\d+$/.test(jersey) ? Number(jersey) : null,
    };
  });
}

/** Team rosters, each kept in memory for ROSTER_TTL_MS (a refresh every few minutes would otherwise re-read them all). */
export class EspnRosters {
  private readonly cache = new Map<string, { readAt: number; players: RosterRecord[] }>();

  constructor(
    private readonly http: HttpSource,
    private readonly concurrency: number,
  ) {}

  async fetch(leaguePath: string, teamIds: readonly string[], now: Date): Promise<RosterRecord[]> {
    const rosters = await mapLimit(teamIds, this.concurrency, async (teamId) => {
      const key = `${leaguePath}/${teamId}`;
      const cached = this.cache.get(key);
      if (cached && now.getTime() - cached.readAt < ROSTER_TTL_MS) return cached.players;
      const { data } = await fetchJson(this.http, `${leaguePath}/teams/${teamId}/roster`, {}, espnRosterSchema);
      const players = rosterFromEspn(teamId, data);
      this.cache.set(key, { readAt: now.getTime(), players });
      return players;
    });
    return rosters.flat();
  }
}
