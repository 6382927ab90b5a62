import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MISSING_METRIC_TEXT, displayedMetricValue, formatMetric, formatMinutes } from './metric-format.ts';

describe('formatMetric (docs/product/dashboard.md display precision)', () => {
  it('shows most metrics with 1 decimal', () => {
    expect(formatMetric('pointsPerGame', 27.25)).toBe('27.3');
    expect(formatMetric('yardsPerPlay', 6)).toBe('6.0');
    expect(formatMetric('combinedScore', 61.04)).toBe('61.0');
  });

  it('adds a percent sign to percentages', () => {
    expect(formatMetric('thirdDownPct', 42.56)).toBe('42.6%');
    expect(formatMetric('atsWinPct', 50)).toBe('50.0%');
    expect(formatMetric('redZoneScoringPct', 61.2)).toBe('61.2%');
    expect(formatMetric('opponentRedZoneScoringPct', 48)).toBe('48.0%');
  });

  it('shows SOS and PPP margin with 2 decimals, PPP margin signed', () => {
    expect(formatMetric('strengthOfSchedule', 0.5234)).toBe('0.52');
    expect(formatMetric('pointsPerPlayMargin', 0.123)).toBe('+0.12');
    expect(formatMetric('pointsPerPlayMargin', -0.123)).toBe('-0.12');
    expect(formatMetric('pointsPerPlayMargin', 0)).toBe('0.00');
    expect(formatMetric('pointsPerPlayMargin', 0.001)).toBe('0.00');
    expect(formatMetric('pointsPerPlayMargin', -0.001)).toBe('0.00');
  });

  it('shows time of possession as minutes:seconds', () => {
    expect(formatMetric('timeOfPossession', 30.5)).toBe('30:30');
    expect(formatMetric('timeOfPossession', 29.999)).toBe('30:00');
    expect(formatMetric('timeOfPossession', 28.05)).toBe('28:03');
    expect(formatMinutes(0)).toBe('0:00');
  });

  it('shows an em dash for missing values', () => {
    expect(MISSING_METRIC_TEXT).toBe('—');
    expect(formatMetric('atsWinPct', null)).toBe('—');
    expect(formatMetric('redZoneScoringPct', undefined)).toBe('—');
    expect(formatMetric('moneylineOdds', Number.NaN)).toBe('—');
  });

  it('shows rank whole, the moneyline signed and the implied probability as a percentage', () => {
    expect(formatMetric('rank', 3)).toBe('3');
    expect(formatMetric('moneylineOdds', 150)).toBe('+150');
    expect(formatMetric('moneylineOdds', -200)).toBe('-200');
    expect(formatMetric('impliedWinProb', 0.6667)).toBe('66.7%');
  });
});

describe('formatMetric for prediction and simulation quantities (one format per quantity)', () => {
  it('signs point and turnover margins and always keeps one decimal', () => {
    expect(formatMetric('pointMargin', 8)).toBe('+8.0');
    expect(formatMetric('pointMargin', -1.23)).toBe('-1.2');
    expect(formatMetric('pointMargin', 0.04)).toBe('0.0');
    expect(formatMetric('pointMargin', -0.04)).toBe('0.0');
    expect(formatMetric('turnoverMargin', 1)).toBe('+1.0');
    expect(formatMetric('turnoverMargin', 0.2)).toBe('+0.2');
  });

  it('shows points (totals, scores, a winner margin) with one decimal', () => {
    expect(formatMetric('points', 42.56)).toBe('42.6');
    expect(formatMetric('points', 14)).toBe('14.0');
  });

  it('never writes a possible chance as 0.0% or a chance short of certain as 100.0%', () => {
    expect(formatMetric('probability', 1 / 2374)).toBe('<0.1%');
    expect(formatMetric('probability', 1 - 1 / 2374)).toBe('>99.9%');
    expect(formatMetric('impliedWinProb', 0.0004)).toBe('<0.1%');
    expect(formatMetric('confidence', 99.97)).toBe('>99.9%');
    expect(formatMetric('confidence', 0.01)).toBe('<0.1%');
    expect(formatMetric('probability', 0)).toBe('0.0%');
    expect(formatMetric('probability', 1)).toBe('100.0%');
    expect(formatMetric('confidence', 100)).toBe('100.0%');
    expect(formatMetric('probability', 0.001)).toBe('0.1%');
    expect(formatMetric('probability', 0.999)).toBe('99.9%');
    const between = fc.double({ min: 0, max: 1, noNaN: true, minExcluded: true, maxExcluded: true });
    fc.assert(
      fc.property(between, fc.constantFrom('probability', 'impliedWinProb') , (chance, metric) => {
        expect(['0.0%', '100.0%']).not.toContain(formatMetric(metric, chance));
        expect(['0.0%', '100.0%']).not.toContain(formatMetric('confidence', chance * 100));
      }),
    );
  });

  it('shows a confidence (0-100) and a probability (0-1) the same way', () => {
    expect(formatMetric('confidence', 57.6)).toBe('57.6%');
    expect(formatMetric('probability', 0.576)).toBe('57.6%');
    expect(formatMetric('confidence', 58)).toBe(formatMetric('probability', 0.58));
  });

  it('shows a gap between two percentages in signed percentage points', () => {
    expect(formatMetric('probabilityEdge', -0.6)).toBe('-0.6 pp');
    expect(formatMetric('probabilityEdge', 5.25)).toBe('+5.3 pp');
    expect(formatMetric('probabilityEdge', 0)).toBe('0.0 pp');
  });

  it('shows predicted points added per play with three decimals', () => {
    expect(formatMetric('ppa', 0.12345)).toBe('0.123');
    expect(formatMetric('ppa', null)).toBe('—');
  });
});

describe('displayedMetricValue (decisions on what the cell shows)', () => {
  it('rounds to the display precision', () => {
    expect(displayedMetricValue('strengthOfSchedule', 0.4999)).toBe(0.5);
    expect(displayedMetricValue('pointsPerGame', 24.96)).toBe(25);
    expect(displayedMetricValue('pointsPerPlayMargin', 0.004)).toBe(0);
    expect(displayedMetricValue('thirdDownPct', 42.56)).toBe(42.6);
    expect(displayedMetricValue('impliedWinProb', 0.66666)).toBe(0.667);
  });

  it('rounds time of possession to the second it shows', () => {
    expect(displayedMetricValue('timeOfPossession', 29.995)).toBe(30);
    expect(displayedMetricValue('timeOfPossession', 28.05)).toBeCloseTo(28 + 3 / 60, 10);
  });

  it('is null for a missing value', () => {
    expect(displayedMetricValue('atsWinPct', null)).toBeNull();
  });
});
