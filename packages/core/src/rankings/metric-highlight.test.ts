import { describe, expect, it } from 'vitest';
import { metricHighlight } from './metric-highlight.ts';

describe('metricHighlight (docs/product/dashboard.md rankings table highlights)', () => {
  it('marks the good side of each inclusive bound', () => {
    expect(metricHighlight('pointsPerGame', 25)).toBe('good');
    expect(metricHighlight('pointsPerGame', 24.9)).toBeNull();
    expect(metricHighlight('turnoversPerGame', 1)).toBe('good');
    expect(metricHighlight('turnoversPerGame', 1.1)).toBeNull();
    expect(metricHighlight('yardsPerPlay', 6)).toBe('good');
    expect(metricHighlight('yardsPerPlay', 5.9)).toBeNull();
    expect(metricHighlight('penaltiesPerGame', 5)).toBe('good');
    expect(metricHighlight('penaltiesPerGame', 5.1)).toBeNull();
    expect(metricHighlight('fieldGoalsPerGame', 1.5)).toBe('good');
    expect(metricHighlight('fieldGoalsPerGame', 1.4)).toBeNull();
    expect(metricHighlight('opponentPointsPerGame', 20)).toBe('good');
    expect(metricHighlight('opponentPointsPerGame', 20.1)).toBeNull();
    expect(metricHighlight('opponentRedZoneScoresPerGame', 2)).toBe('good');
    expect(metricHighlight('opponentRedZoneScoresPerGame', 2.1)).toBeNull();
    expect(metricHighlight('timeOfPossession', 30)).toBe('good');
    expect(metricHighlight('timeOfPossession', 29.9)).toBeNull();
    expect(metricHighlight('opponentRedZoneScoringPct', 50)).toBe('good');
    expect(metricHighlight('opponentRedZoneScoringPct', 50.1)).toBeNull();
  });

  it('shows SOS at or above 0.5 in orange', () => {
    expect(metricHighlight('strengthOfSchedule', 0.5)).toBe('warning');
    expect(metricHighlight('strengthOfSchedule', 0.49)).toBeNull();
  });

  it('colours PPP margin green above 0 and red below', () => {
    expect(metricHighlight('pointsPerPlayMargin', 0.01)).toBe('good');
    expect(metricHighlight('pointsPerPlayMargin', -0.01)).toBe('bad');
    expect(metricHighlight('pointsPerPlayMargin', 0)).toBeNull();
  });

  it('accepts seconds per play between 25 and 28 inclusive', () => {
    expect(metricHighlight('secondsPerPlay', 25)).toBe('good');
    expect(metricHighlight('secondsPerPlay', 28)).toBe('good');
    expect(metricHighlight('secondsPerPlay', 24.9)).toBeNull();
    expect(metricHighlight('secondsPerPlay', 28.1)).toBeNull();
  });

  it('leaves metrics without a rule and missing values plain', () => {
    expect(metricHighlight('thirdDownPct', 60)).toBeNull();
    expect(metricHighlight('pointsPerGame', null)).toBeNull();
    expect(metricHighlight('pointsPerGame', Number.NaN)).toBeNull();
  });
});

describe('metricHighlight decides on the value the cell shows', () => {
  it('colours a value that rounds onto the bound', () => {
    // Shown "0.50", "25.0", "1.0", "30:00", "28.0": each meets its rule as displayed.
    expect(metricHighlight('strengthOfSchedule', 0.4999)).toBe('warning');
    expect(metricHighlight('pointsPerGame', 24.96)).toBe('good');
    expect(metricHighlight('turnoversPerGame', 1.04)).toBe('good');
    expect(metricHighlight('timeOfPossession', 29.995)).toBe('good');
    expect(metricHighlight('secondsPerPlay', 28.04)).toBe('good');
  });

  it('does not colour a value that rounds off the bound', () => {
    expect(metricHighlight('strengthOfSchedule', 0.4949)).toBeNull();
    expect(metricHighlight('pointsPerGame', 24.94)).toBeNull();
  });

  it('leaves a PPP margin shown as 0.00 uncoloured', () => {
    expect(metricHighlight('pointsPerPlayMargin', 0.004)).toBeNull();
    expect(metricHighlight('pointsPerPlayMargin', -0.004)).toBeNull();
    expect(metricHighlight('pointsPerPlayMargin', 0.005)).toBe('good');
  });
});
