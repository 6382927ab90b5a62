import { z } from 'zod';

/** 'NFL or NCAA', 'NFL, NCAA or MLB': the leagues a field takes, as its messages name them. */
function choicesText(values: readonly string[]): string {
  return values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1) ?? ''}` : (values[0] ?? '');
}

/** A league field's message: a missing league is required, any other value is an unknown league (never 'undefined'). */
function leagueEnum<T extends readonly [string, ...string[]]>(values: T) {
  const choices = choicesText(values);
  const shown = (input: unknown) => (typeof input === 'string' ? input : JSON.stringify(input));
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `League is required: use ${choices}` : `Unknown league '${shown(issue.input)}': use ${choices}`),
  });
}

/** Case-insensitive league path parameter: /api/teams/nfl and /api/teams/NFL are the same. */
function leagueParam<T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.toUpperCase() : value), leagueEnum(values));
}

export const footballLeagueSchema = leagueEnum(['NFL', 'NCAA'] as const);
export type FootballLeague = z.infer<typeof footballLeagueSchema>;
export const footballLeagueParamSchema = z.object({ league: leagueParam(['NFL', 'NCAA'] as const) });
/** Optional ?league=NFL|NCAA (any case) narrows a football list to one league; absent means both. */
export const footballLeagueQuerySchema = z.object({ league: leagueParam(['NFL', 'NCAA'] as const).optional() });

export const hubLeagueSchema = leagueEnum(['NFL', 'NCAA', 'MLB'] as const);
export type HubLeague = z.infer<typeof hubLeagueSchema>;
/** /api/gamehub/:league: NFL and NCAA (docs/product/game-hub.md), and MLB's the same way. */
export const hubLeagueParamSchema = z.object({ league: leagueParam(['NFL', 'NCAA', 'MLB'] as const) });

/** Where a screen's numbers come from: the simulated demo season or a live source. */
export const dataSourceSchema = z.enum(['demo', 'espn', 'odds-api', 'cfbd', 'nflverse']);
export type DataSource = z.infer<typeof dataSourceSchema>;

/**
 * A secondary source that failed during a refresh and was left out of it (The Odds API, ADR 030): the league
 * was stored from the other sources, and the failed source's stored rows were kept as they were.
 */
export const sourceFailureSchema = z.object({
  source: dataSourceSchema,
  /** The source's error, without a key or a response body (SourceError's rule). */
  message: z.string().min(1),
});
export type SourceFailure = z.infer<typeof sourceFailureSchema>;

/** Freshness every read answer carries (docs/product/README.md: every screen says where its numbers come from). */
export const freshnessSchema = z.object({
  lastUpdated: z.string().nullable(),
  source: dataSourceSchema,
});
