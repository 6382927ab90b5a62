import { describe, expect, it } from 'vitest';
import { MISSING_METRIC_TEXT, formatMetric, formatMinutes } from './metric-format.ts';

describe('formatMetric (spec 1 §9 display precision)', () => {
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
