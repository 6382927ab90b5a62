import type { FootballLeague, HubLeague } from '@playbook/contracts';
import type { LiveSourceSettings } from '../../config.ts';
import { withNeutralSites } from '../cfbd/cfbd-neutral-sites.ts';
import { cfbdSource, fetchCfbdSeason, type CfbdSeason } from '../cfbd/fetch-cfbd-season.ts';
import { createEspnSource } from '../espn/espn-source.ts';
import type { HttpSource } from '../http/fetch-json.ts';
import { fetchOddsApiLines, type OddsApiSource } from '../odds-api/fetch-odds-api.ts';
import type { SportsDataProvider } from '../provider.ts';
import type { LeagueSnapshot } from '../records.ts';
import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from '../source-failure-policy.ts';
import { mergeBoxScores } from './merge-box-scores.ts';
import { ALWAYS_ASK, type GateOutcome, type SourceGate } from './source-gate.ts';
import { withLinesOf } from './with-lines-of.ts';
import { withSourceFailure } from './with-source-failure.ts';

/**
 * The real sources as one provider (DATA_SOURCE live, or auto when online). ESPN (no key) gives every league's
 * teams, schedule, scores, box scores, its bookmaker's odds, rosters and injuries; The Odds API adds every
 * bookmaker's prices when ODDS_API_KEY is set; CollegeFootballData adds college box-score detail, lines and
 * season EPA when CFBD_API_KEY is set. The keyed sources attach to ESPN's teams and games by name and kickoff.
 * `gate` decides whether a keyed source is asked at all: the app's pauses one that failed (ADR 040). `onAnswer`
 * hears every request that ended (answered or not): the first load's progress note counts them.
 */
export function createLiveProvider(settings: LiveSourceSettings, gate: SourceGate = ALWAYS_ASK, onAnswer: () => void = () => undefined): SportsDataProvider {
  const counted: typeof fetch = async (input, init) => {
    try {
      return await fetch(input, init);
    } finally {
      onAnswer();
    }
  };
  const http = (name: HttpSource['name'], baseUrl: string): HttpSource => ({ name, baseUrl, timeoutMs: REQUEST_TIMEOUT_MS, retries: REQUEST_RETRIES, fetch: counted });
  const espn = createEspnSource(http('espn', settings.espnBaseUrl));
  const odds: OddsApiSource | null = settings.oddsApiKey ? { ...http('odds-api', settings.oddsApiBaseUrl), apiKey: settings.oddsApiKey } : null;
  const cfbd = settings.cfbdApiKey
    ? cfbdSource(settings.cfbdApiKey, { baseUrl: settings.cfbdBaseUrl, timeoutMs: REQUEST_TIMEOUT_MS, retries: REQUEST_RETRIES, fetch: counted })
    : null;

  /**
   * The Odds API's prices added to ESPN's snapshot. When it fails (down, a timeout, or, most likely, its free
   * monthly quota used up: 401/429), the league is still stored from ESPN, without The Odds API among the line
   * sources, so its stored lines stay as they were, and the failure is reported (ADR 030): a secondary price
   * source must not stop scores and schedules from updating until the quota renews. A paused one (ADR 040) is left
   * out the same way without being asked.
   */
  async function withOddsApi(league: FootballLeague, snapshot: LeagueSnapshot, now: Date): Promise<LeagueSnapshot> {
    if (!odds) return snapshot;
    const outcome = await gate.attempt('odds-api', league, () => fetchOddsApiLines(odds, league, snapshot.teams, snapshot.games, now));
    if (outcome.kind !== 'answered') return withSourceFailure(snapshot, 'odds-api', notAnswered(outcome));
    const found = outcome.value;
    return {
      ...withLinesOf(snapshot, 'odds-api', found.lines),
      unresolved: [...(snapshot.unresolved ?? []), ...found.unresolved],
      dropped: [...(snapshot.dropped ?? []), ...found.dropped],
      unreadGames: [...(snapshot.unreadGames ?? []), ...found.unreadGames],
    };
  }

  /**
   * CollegeFootballData's box scores, lines, neutral-site marks and season EPA added to ESPN's college snapshot.
   * When it fails (down, a timeout, its monthly quota used up, a revoked key), the league is still stored from
   * ESPN like a failing Odds API (ADR 030), without CFBD among the line sources (its lines stay as they were), and
   * with `keepStoredGaps`: its box-score detail and neutral-site marks are merged into ESPN's rows, which carry no
   * source, so the store keeps their stored values where ESPN leaves them blank (ADR 032). A paused CFBD (ADR 040)
   * is left out the same way.
   */
  async function withCfbd(snapshot: LeagueSnapshot, now: Date): Promise<LeagueSnapshot> {
    if (!cfbd) return snapshot;
    const outcome = await gate.attempt('cfbd', 'NCAA', () => fetchCfbdSeason(cfbd, snapshot.season, snapshot.teams, snapshot.games, now));
    if (outcome.kind !== 'answered') return { ...withSourceFailure(snapshot, 'cfbd', notAnswered(outcome)), keepStoredGaps: true };
    const found: CfbdSeason = outcome.value;
    return {
      ...withLinesOf(snapshot, 'cfbd', found.lines),
      games: withNeutralSites(snapshot.games, new Set(found.neutralSites)),
      // Merged into ESPN's box scores, which have no source column: CFBD is credited for its season EPA only.
      boxScores: mergeBoxScores(snapshot.boxScores, found.boxScores),
      seasonAdvanced: found.advanced,
      unresolved: [...(snapshot.unresolved ?? []), ...found.unresolved],
      dropped: [...(snapshot.dropped ?? []), ...found.dropped],
      unreadGames: [...(snapshot.unreadGames ?? []), ...found.unreadGames],
    };
  }

  return {
    source: 'espn',
    async fetchLeague(league: HubLeague, now: Date): Promise<LeagueSnapshot> {
      const snapshot: LeagueSnapshot = await espn.fetchLeague(league, now);
      if (league === 'MLB') return snapshot;
      const priced = await withOddsApi(league, snapshot, now);
      return league === 'NCAA' ? withCfbd(priced, now) : priced;
    },
    // Today's scoreboard is the current week (football) or day (MLB), with ESPN's prices: the keyed sources come
    // with the whole season moments later, so a first start spends no more of their quota than before.
    fetchCurrentWeek: (league, now) => espn.fetchLiveScores(league, now),
    // The live job moves scores and clocks from ESPN's scoreboard alone: no Odds API quota, no CFBD request.
    fetchLiveScores: (league, now) => espn.fetchLiveScores(league, now),
    fetchInjuries: (league, now) => espn.fetchInjuries(league, now),
    reachable: (timeoutMs) => espn.reachable?.(timeoutMs) ?? Promise.resolve(true),
  };
}

/** What a source left out is reported with: its error, or why it was not asked (paused after failing, ADR 040). */
function notAnswered(outcome: Exclude<GateOutcome<unknown>, { kind: 'answered' }>): unknown {
  return outcome.kind === 'failed' ? outcome.error : outcome.message;
}
