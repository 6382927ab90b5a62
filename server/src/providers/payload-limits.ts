/**
 * How much one answer of a source may hold before it is refused (ADR 045): far past any real answer,
 * short of what would take the server's memory or a statement's parameters.
 */

/** Events of one scoreboard or odds answer: a whole college season is about 1,800, a whole MLB one 2,500. */
export const MAX_EVENTS_PER_PAYLOAD = 5_000;

/** Records of one season list (CollegeFootballData's games of every division, their lines and box scores). */
export const MAX_RECORDS_PER_SEASON_LIST = 20_000;

export const refusal = (what: string, max: number): string => `holds more than ${max.toLocaleString('en-US')} ${what}, more than any season: refused`;
