import { z } from 'zod';
import type { InjuryRecord } from '../records.ts';

/**
 * `/apis/site/v2/sports/football/{league}/injuries`: one entry per team (its ESPN id) with that team's list.
 * Each item has the status ("Out", "Questionable", "Injured Reserve" …), the date it was set, the athlete
 * and, when ESPN knows it, `details.type` (the body part).
 */
export const espnInjuriesSchema = z.object({
  injuries: z.array(
    z.object({
      id: z.string().min(1),
      injuries: z.array(
        z.object({
          status: z.string().min(1),
          date: z.string().min(1),
          shortComment: z.string().optional(),
          athlete: z.object({
            displayName: z.string().min(1),
            position: z.object({ abbreviation: z.string().min(1) }).optional(),
          }),
          details: z.object({ type: z.string().optional(), returnDate: z.string().optional() }).optional(),
        }),
      ),
    }),
  ),
});
export type EspnInjuries = z.infer<typeof espnInjuriesSchema>;

/** ESPN leaves the position off some practice-squad and reserve players. */
const UNKNOWN_POSITION = '—';

/**
 * ESPN injuries → records. ESPN has no game-day designation separate from the status, so gameStatus stays
 * null rather than repeating the status; an item whose date does not parse is reported as of `now`.
 */
export function injuriesFromEspn(payload: EspnInjuries, now: Date): InjuryRecord[] {
  return payload.injuries.flatMap((team) =>
    team.injuries.map((item) => {
      const reported = new Date(item.date);
      return {
        teamId: team.id,
        playerName: item.athlete.displayName,
        position: item.athlete.position?.abbreviation ?? UNKNOWN_POSITION,
        injuryType: item.details?.type ?? null,
        status: item.status,
        gameStatus: null,
        lastReported: (Number.isNaN(reported.getTime()) ? now : reported).toISOString(),
      };
    }),
  );
}
