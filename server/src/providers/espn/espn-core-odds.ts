import { z } from 'zod';
import type { LineRecord } from '../records.ts';
import { readAmericanOdds, readLine } from './american-odds.ts';
import type { GameSides, PriceMoment } from './espn-odds.ts';

/**
 * One item of the ESPN Core API's `…/events/{id}/competitions/{id}/odds`: the latest prices as numbers
 * (`homeTeamOdds.moneyLine`, `spreadOdds`, `overOdds`; missing for some games) and `open` / `current` blocks
 * giving each price as american, decimal and fraction. Teams are `$ref` links ending in the ESPN team id.
 */
const americanSchema = z.object({ american: z.string().optional() }).optional();
const coreSideSchema = z.object({ pointSpread: americanSchema, spread: americanSchema, moneyLine: americanSchema });
const coreTeamOddsSchema = z.object({
  favorite: z.boolean().optional(),
  moneyLine: z.number().optional(),
  spreadOdds: z.number().optional(),
  open: coreSideSchema.optional(),
  current: coreSideSchema.optional(),
  team: z.object({ $ref: z.string() }).optional(),
});
const coreTotalsSchema = z.object({ over: americanSchema, under: americanSchema, total: americanSchema });

export const espnCoreOddsSchema = z.object({
  provider: z.object({ name: z.string().min(1) }),
  details: z.string().optional(),
  overUnder: z.number().optional(),
  /** The home team's line, as on the scoreboard. */
  spread: z.number().optional(),
  overOdds: z.number().optional(),
  underOdds: z.number().optional(),
  awayTeamOdds: coreTeamOddsSchema,
  homeTeamOdds: coreTeamOddsSchema,
  open: coreTotalsSchema.optional(),
  current: coreTotalsSchema.optional(),
});
export type EspnCoreOdds = z.infer<typeof espnCoreOddsSchema>;

/** The ESPN team id at the end of a Core API team link (`…/seasons/2026/teams/2628?lang=en`). */
export function teamIdOfRef(ref: string | undefined): string | null {
  return ref?.match(/\/teams\/(\d+)(?:[?/]|$)/)?.[1] ?? null;
}

/**
 * A Core odds item → line records, at the 'close' (ESPN's `current`) or 'open' moment. The numeric fields are
 * the latest prices only; a price missing in both places leaves that record out.
 */
export function linesFromEspnCoreOdds(odds: EspnCoreOdds, sides: GameSides, moment: PriceMoment, fetchedAt: string): LineRecord[] {
  const latest = moment === 'close';
  const block = latest ? 'current' : 'open';
  const base = { gameId: sides.gameId, bookmaker: odds.provider.name, isAlternate: false, fetchedAt };
  const records: LineRecord[] = [];
  const add = (market: LineRecord['market'], selection: string, lineValue: number | null, price: number | null) => {
    if (price === null || (market !== 'moneyline' && lineValue === null)) return;
    records.push({ ...base, market, selection, lineValue, americanOdds: price });
  };
  const teams = [
    { id: sides.homeTeamId, odds: odds.homeTeamOdds, fallbackLine: odds.spread },
    { id: sides.awayTeamId, odds: odds.awayTeamOdds, fallbackLine: odds.spread === undefined ? undefined : -odds.spread },
  ];
  for (const team of teams) {
    const quote = team.odds[block];
    add('moneyline', team.id, null, readAmericanOdds(quote?.moneyLine?.american ?? (latest ? team.odds.moneyLine : undefined)));
  }
  for (const team of teams) {
    const quote = team.odds[block];
    const line = readLine(quote?.pointSpread?.american) ?? (latest ? (team.fallbackLine ?? null) : null);
    add('spread', team.id, line, readAmericanOdds(quote?.spread?.american ?? (latest ? team.odds.spreadOdds : undefined)));
  }
  const totals = odds[block];
  const totalLine = readLine(totals?.total?.american) ?? (latest ? (odds.overUnder ?? null) : null);
  add('total', 'Over', totalLine, readAmericanOdds(totals?.over?.american ?? (latest ? odds.overOdds : undefined)));
  add('total', 'Under', totalLine, readAmericanOdds(totals?.under?.american ?? (latest ? odds.underOdds : undefined)));
  return records;
}
