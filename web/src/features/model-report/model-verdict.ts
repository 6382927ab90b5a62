import type { ModelBacktest } from '@playbook/contracts';
import { formatFixed } from './report-format';

/** Brier scores this close (about the noise of a few hundred games) are called even rather than won. */
export const BRIER_TIE = 0.0005;

/**
 * The plain-words comparison of the fitted model (a) with the closing line (c) by Brier score, computed from
 * the figures shown (never written in advance): which was better, by how much, and what that does not mean.
 */
export function brierVerdict(backtest: Pick<ModelBacktest, 'model' | 'closingLine'>): string {
  const model = backtest.model.overall.brier;
  const line = backtest.closingLine.overall.brier;
  if (model === null || line === null) return 'There are no closing lines for these games, so the model cannot be compared with the market here.';
  const figures = `Brier ${formatFixed(model, 4)} for the fitted model against ${formatFixed(line, 4)} for the closing line`;
  if (Math.abs(model - line) < BRIER_TIE) {
    return `The fitted model and the closing line scored about the same (${figures}): the model did not beat the market here.`;
  }
  if (model > line) {
    return `The closing line was better than the fitted model (${figures}; lower is better). No model here beats the closing line reliably.`;
  }
  return `On these games the fitted model scored better than the closing line (${figures}; lower is better). A lead like this over one sample is not proof: no model here beats the closing line reliably.`;
}
