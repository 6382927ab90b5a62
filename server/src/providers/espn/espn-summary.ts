import { z } from 'zod';
import type { BoxScoreRecord } from '../records.ts';

/**
 * `/apis/site/v2/sports/football/{league}/summary?event=<id>`: `boxscore.teams[]` holds each team's
 * statistics as `{ name, displayValue }` ("thirdDownEff" "5-12", "totalPenaltiesYards" "6-55",
 * "possessionTime" "31:22"); `header.competitions[0].competitors[]` the score by quarter; `scoringPlays[]`
 * the scores (field goals are `scoringType.abbreviation` "FG").
 */
export const espnSummarySchema = z.object({
  boxscore: z.object({
    teams: z.array(
      z.object({
        team: z.object({ id: z.string().min(1) }),
        statistics: z.array(z.object({ name: z.string(), displayValue: z.string() })),
      }),
    ),
  }),
  header: z.object({
    competitions: z
      .array(
        z.object({
          competitors: z.array(
            z.object({
              id: z.string().min(1),
              score: z.string().optional(),
              linescores: z.array(z.object({ displayValue: z.string() })).optional(),
            }),
          ),
        }),
      )
      .min(1),
  }),
  scoringPlays: z
    .array(z.object({ team: z.object({ id: z.string() }).optional(), scoringType: z.object({ abbreviation: z.string() }).optional() }))
    .optional(),
});
export type EspnSummary = z.infer<typeof espnSummarySchema>;

function integer(text: string | undefined): number | null {
  return text !== undefined && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** "5-12" → [5, 12]; null when absent or in another form. */
function pair(text: string | undefined): [number, number] | null {
  const match = text?.trim().match(/^(\d+)-(\d+)$/);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** "31:22" → 1882 seconds. */
function clockSeconds(text: string | undefined): number | null {
  const match = text?.trim().match(/^(\d+):(\d{2})$/);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * A finished game's summary → one box score per team. Fields ESPN does not report in this game are null
 * (third downs, red zone, possession); plays, yards, turnovers and penalties are required by the record, so a
 * summary without them yields no box score for that team (the caller reports it) rather than made-up zeros.
 * Field goals are counted from the scoring plays.
 */
export function boxScoresFromEspnSummary(gameId: string, summary: EspnSummary): { boxScores: BoxScoreRecord[]; missing: string[] } {
  const competitors = summary.header.competitions[0]?.competitors ?? [];
  const boxScores: BoxScoreRecord[] = [];
  const missing: string[] = [];
  for (const team of summary.boxscore.teams) {
    const stat = (name: string) => team.statistics.find((entry) => entry.name === name)?.displayValue;
    const competitor = competitors.find((entry) => entry.id === team.team.id);
    const points = integer(competitor?.score);
    const plays = integer(stat('totalOffensivePlays'));
    const yards = integer(stat('totalYards'));
    const turnovers = integer(stat('turnovers'));
    const penalties = pair(stat('totalPenaltiesYards'));
    if (points === null || plays === null || plays === 0 || yards === null || turnovers === null || penalties === null) {
      missing.push(`game ${gameId} team ${team.team.id}: box score incomplete`);
      continue;
    }
    const quarters = (competitor?.linescores ?? []).map((line) => integer(line.displayValue));
    const [first, second] = quarters;
    const thirdDowns = pair(stat('thirdDownEff'));
    const redZone = pair(stat('redZoneAttempts'));
    const fieldGoals = (summary.scoringPlays ?? []).filter(
      (play) => play.team?.id === team.team.id && play.scoringType?.abbreviation === 'FG',
    ).length;
    boxScores.push({
      gameId,
      teamId: team.team.id,
      points,
      firstHalfPoints: first !== undefined && first !== null && second !== undefined && second !== null ? first + second : null,
      plays,
      yards,
      thirdDownAttempts: thirdDowns?.[1] ?? null,
      thirdDownConversions: thirdDowns?.[0] ?? null,
      redZoneTrips: redZone?.[1] ?? null,
      redZoneScores: redZone?.[0] ?? null,
      turnovers,
      penalties: penalties[0],
      fieldGoalsMade: fieldGoals,
      possessionSeconds: clockSeconds(stat('possessionTime')),
      epaPerPlay: null,
      successRate: null,
    });
  }
  return { boxScores, missing };
}
