/**
 * Line and injury rules alert on a change, so each keeps what it last saw: whether its line met the threshold,
 * and the injury report it last read. Both are set when the rule is made, so a rule alerts on the first change
 * after it, never on what already held when the bettor made it.
 */
import type { AlertRuleRequest } from '@playbook/contracts';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../plugins/error-handler.ts';
import { currentLineOf, injuryReport, lineTargetOf, offeredLines, teamIdOf, type InjuryEntry, type LineNow, type LineTarget } from './watched-targets.ts';

export type RuleTarget = { kind: 'line'; line: LineTarget } | { kind: 'injury'; teamId: number; positions: string[] } | null;
export type RuleState = { met: boolean } | { report: InjuryEntry[] } | null;

type LineRule = Extract<AlertRuleRequest, { kind: 'line' }>;

const invalid = (message: string) => new HttpError(400, 'VALIDATION_ERROR', message);

/** Resolves what a new rule names; a line or team that is not stored is the bettor's bad input. */
export async function targetOf(db: Database, rule: AlertRuleRequest): Promise<RuleTarget> {
  if (rule.kind === 'line') {
    const line = await lineTargetOf(db, Number(rule.lineId));
    if (!line) throw invalid(`lineId: No betting line with id ${rule.lineId}`);
    if (rule.measure === 'point' && line.market === 'moneyline') throw invalid('measure: A moneyline has no point: watch its price');
    return { kind: 'line', line };
  }
  if (rule.kind === 'injury') {
    const teamId = await teamIdOf(db, rule.league, rule.team);
    if (teamId === undefined) throw invalid(`team: No ${rule.league} team ${rule.team}`);
    return { kind: 'injury', teamId, positions: rule.positions };
  }
  return null;
}

/** The value the rule measures on the line now. */
export const measured = (rule: LineRule, line: LineNow): number | null => (rule.measure === 'price' ? line.price : line.point);

export function meets(rule: LineRule, line: LineNow): boolean {
  const value = measured(rule, line);
  if (value === null) return false;
  return rule.direction === 'above' ? value >= rule.threshold : value <= rule.threshold;
}

export async function initialStateOf(db: Database, rule: AlertRuleRequest, target: RuleTarget): Promise<RuleState> {
  if (target?.kind === 'injury') return { report: await injuryReport(db, target.teamId, target.positions) };
  if (target?.kind === 'line' && rule.kind === 'line') {
    const line = currentLineOf(await offeredLines(db, [target.line.gameId]), target.line);
    return { met: line !== undefined && meets(rule, line) };
  }
  return null;
}
