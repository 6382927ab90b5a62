/**
 * Which alerts the rules raise after a refresh (ADR 058). The board rules (+EV, arbitrage) read the
 * market board the refresh just changed; the line, injury and settled rules read the stored data and their own
 * state. Every alert names its event (`eventKey`): evaluating the same data twice raises nothing new.
 */
import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { footballLeagueSchema, type AlertRuleRequest, type FootballLeague, type HubLeague, type MarketsArbitrageResponse } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import type { alertRules } from '../../db/alerts-schema.ts';
import { parlays } from '../../db/parlays-schema.ts';
import type { CommittedRefresh } from '../sports/sports-data.ts';
import type { MarketsService } from '../markets/service.ts';
import type { MarketSettingsService } from '../markets/settings-service.ts';
import type { NewAlert } from './alert-store.ts';
import { meets, measured, type RuleState } from './rule-state.ts';
import { storedParamsOf } from './rules-service.ts';
import { currentLineOf, formatPrice, injuryReport, lineLabel, offeredLines, type InjuryEntry } from './watched-targets.ts';

type RuleRow = typeof alertRules.$inferSelect;
type RuleOf<K extends AlertRuleRequest['kind']> = Extract<AlertRuleRequest, { kind: K }>;

/** A board rule raises at most this many alerts per refresh (the best first): a new slate is not a flood. */
export const BOARD_ALERTS_PER_REFRESH = 5;
/** Parlays settled longer ago than this are not looked at again. */
const SETTLED_LOOKBACK_MS = 7 * 24 * 3600 * 1000;
const MARKETS_LINK = '/ev';

const footballOf = (leagues: readonly HubLeague[]): FootballLeague[] => leagues.flatMap((league) => (footballLeagueSchema.safeParse(league).success ? [league as FootballLeague] : []));
const percent = (value: number): string => `${Math.round(value * 10) / 10} %`;
const dollars = (value: number): string => `$${value.toFixed(2)}`;

/** Every rule row with its request parsed; rows of kinds the refresh cannot change are left out. */
export interface ActiveRule {
  row: RuleRow;
  rule: AlertRuleRequest;
  params: ReturnType<typeof storedParamsOf>;
}

export function activeRules(rows: readonly RuleRow[]): ActiveRule[] {
  return rows.map((row) => {
    const params = storedParamsOf(row);
    return { row, rule: params.rule, params };
  });
}

const alertOf = (row: RuleRow, alert: Omit<NewAlert, 'userId' | 'ruleId' | 'kind'>): NewAlert => ({ userId: row.userId, ruleId: row.id, kind: row.kind, ...alert });

/** +EV and arbitrage alerts from the market boards of the refreshed football leagues (read outside any transaction). */
export async function boardAlerts(rules: readonly ActiveRule[], refresh: CommittedRefresh, markets: MarketsService, settings: MarketSettingsService): Promise<NewAlert[]> {
  if (refresh.kind === 'injuries') return [];
  const leagues = footballOf(refresh.leagues);
  const arbitrage = new Map<FootballLeague, Promise<MarketsArbitrageResponse>>();
  const arbitrageOf = (league: FootballLeague): Promise<MarketsArbitrageResponse> => {
    const found = arbitrage.get(league) ?? markets.arbitrage(league);
    arbitrage.set(league, found);
    return found;
  };
  const raised: NewAlert[] = [];
  for (const { row, rule } of rules) {
    if (rule.kind === 'ev') raised.push(...(await evAlerts(row, rule, leagues, markets, settings)));
    if (rule.kind === 'arbitrage') {
      const found = await Promise.all(leagues.filter((league) => rule.leagues.includes(league)).map(arbitrageOf));
      const opportunities = found
        .flatMap((answer) => answer.arbitrage)
        .filter((opportunity) => opportunity.profitPercent >= rule.minProfitPercent)
        .sort((a, b) => b.profitPercent - a.profitPercent)
        .slice(0, BOARD_ALERTS_PER_REFRESH)
        // Stored weakest first, so the newest-first list opens on the best.
        .reverse();
      for (const opportunity of opportunities) {
        const legs = opportunity.legs.map((leg) => `${leg.selection}${leg.point === null ? '' : ` ${leg.point}`} ${formatPrice(leg.americanOdds)} at ${leg.book}`);
        raised.push(
          alertOf(row, {
            eventKey: `arbitrage:${opportunity.legs.map((leg) => `${leg.lineId}@${leg.americanOdds}`).join('+')}`,
            title: `Arbitrage ${percent(opportunity.profitPercent)}: ${opportunity.matchup}`,
            body: `${legs.join(' and ')}: ${dollars(opportunity.guaranteedProfit)} on ${dollars(opportunity.totalStake)}`,
            link: '/scanner',
          }),
        );
      }
    }
  }
  return raised;
}

async function evAlerts(row: RuleRow, rule: RuleOf<'ev'>, leagues: readonly FootballLeague[], markets: MarketsService, settings: MarketSettingsService): Promise<NewAlert[]> {
  const chosen = leagues.filter((league) => rule.leagues.includes(league));
  if (chosen.length === 0) return [];
  const basis = await settings.get(row.userId);
  const answers = await Promise.all(chosen.map((league) => markets.ev(league, basis, rule.minEvPercent)));
  return answers
    .flatMap((answer) => answer.bets)
    .filter((bet) => rule.markets.includes(bet.kind))
    .sort((a, b) => b.evPercent - a.evPercent)
    .slice(0, BOARD_ALERTS_PER_REFRESH)
    .reverse()
    .map((bet) =>
      alertOf(row, {
        eventKey: `ev:${bet.lineId}@${bet.americanOdds}`,
        title: `+EV ${percent(bet.evPercent)}: ${lineLabel({ selection: bet.selection, market: bet.kind, lineValue: bet.point, book: bet.book, matchup: bet.matchup })}`,
        body: `${formatPrice(bet.americanOdds)} against a fair ${bet.fairOdds === null ? 'price' : formatPrice(bet.fairOdds)}`,
        link: MARKETS_LINK,
      }),
    );
}

/** What the state-keeping rules raise, and their new states (read and written under the evaluation's lock). */
export interface StateOutcome {
  raised: NewAlert[];
  states: { id: number; state: RuleState }[];
}

export async function stateAlerts(tx: Database, rules: readonly ActiveRule[], refresh: CommittedRefresh, now: Date): Promise<StateOutcome> {
  const outcome: StateOutcome = { raised: [], states: [] };
  if (refresh.kind !== 'injuries') {
    await lineAlerts(tx, rules, outcome);
    outcome.raised.push(...(await settledAlerts(tx, rules, now)));
  }
  await injuryAlerts(tx, rules, refresh, outcome);
  return outcome;
}

async function lineAlerts(tx: Database, rules: readonly ActiveRule[], outcome: StateOutcome): Promise<void> {
  const watching = rules.flatMap(({ row, rule, params }) => (rule.kind === 'line' && params.target?.kind === 'line' ? [{ row, rule, target: params.target.line }] : []));
  const offered = await offeredLines(tx, [...new Set(watching.map(({ target }) => target.gameId))]);
  for (const { row, rule, target } of watching) {
    const line = currentLineOf(offered, target);
    if (!line) continue;
    const met = meets(rule, line);
    const before = row.state as RuleState;
    if (before !== null && 'met' in before && before.met === met) continue;
    outcome.states.push({ id: row.id, state: { met } });
    if (!met) continue;
    const value = measured(rule, line) ?? 0;
    const shown = rule.measure === 'price' ? formatPrice(value) : String(value);
    const threshold = rule.measure === 'price' ? formatPrice(rule.threshold) : String(rule.threshold);
    outcome.raised.push(
      alertOf(row, {
        eventKey: `line:${line.lineId}:${rule.measure}:${value}:${line.updatedAt.getTime()}`,
        title: `Line moved: ${target.label}`,
        body: `The ${rule.measure} is now ${shown} (your alert: at or ${rule.direction} ${threshold})`,
        link: '/odds',
      }),
    );
  }
}

async function settledAlerts(tx: Database, rules: readonly ActiveRule[], now: Date): Promise<NewAlert[]> {
  const watching = rules.filter(({ rule }) => rule.kind === 'settled');
  if (watching.length === 0) return [];
  const settled = await tx
    .select({ id: parlays.id, userId: parlays.userId, status: parlays.status, payout: parlays.actualPayoutCents, description: parlays.parlayDescription, settledAt: parlays.settledAt })
    .from(parlays)
    .where(
      and(
        inArray(parlays.userId, [...new Set(watching.map(({ row }) => row.userId))]),
        eq(parlays.settledBy, 'auto'),
        isNotNull(parlays.settledAt),
        gte(parlays.settledAt, new Date(now.getTime() - SETTLED_LOOKBACK_MS)),
      ),
    );
  return watching.flatMap(({ row }) =>
    settled
      .filter((parlay) => parlay.userId === row.userId && parlay.settledAt !== null && parlay.settledAt >= row.createdAt)
      .map((parlay) =>
        alertOf(row, {
          eventKey: `settled:${parlay.id}`,
          title: `Parlay ${parlay.status.replace('_', ' ')}`,
          body: `${parlay.description}: ${parlay.payout === null ? 'no payout' : `${dollars(parlay.payout / 100)} back`}`,
          link: '/parlay-tracker',
        }),
      ),
  );
}

/** "QB J. Allen: Questionable (was Active)" for each player whose entry changed, joined or left. */
function reportChanges(before: readonly InjuryEntry[], after: readonly InjuryEntry[]): string[] {
  const key = (entry: InjuryEntry) => `${entry.position} ${entry.player}`;
  const old = new Map(before.map((entry) => [key(entry), entry.status]));
  const now = new Map(after.map((entry) => [key(entry), entry.status]));
  const changed = after.filter((entry) => old.get(key(entry)) !== entry.status).map((entry) => `${key(entry)}: ${entry.status}${old.has(key(entry)) ? ` (was ${old.get(key(entry)) ?? ''})` : ''}`);
  const cleared = before.filter((entry) => !now.has(key(entry))).map((entry) => `${key(entry)}: off the report`);
  return [...changed, ...cleared];
}

async function injuryAlerts(tx: Database, rules: readonly ActiveRule[], refresh: CommittedRefresh, outcome: StateOutcome): Promise<void> {
  for (const { row, rule, params } of rules) {
    if (rule.kind !== 'injury' || params.target?.kind !== 'injury' || !refresh.leagues.includes(rule.league)) continue;
    const report = await injuryReport(tx, params.target.teamId, params.target.positions);
    const state = row.state as RuleState;
    const before = state !== null && 'report' in state ? state.report : [];
    const changes = reportChanges(before, report);
    if (changes.length === 0) continue;
    outcome.states.push({ id: row.id, state: { report } });
    outcome.raised.push(
      alertOf(row, {
        eventKey: `injury:${createHash('sha256').update(JSON.stringify([before, report])).digest('hex')}`,
        title: `${rule.team} injury report changed`,
        body: changes.join('; '),
        link: '/game-hub',
      }),
    );
  }
}
