import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { formatMetric, predictMatchup, predictOverUnder } from '@playbook/core';
import { teamRecord } from '@/test/sports-fixtures';
import type { GameStats } from './game-stats';
import { PredictionPanel } from './prediction-panel';

afterEach(cleanup);

const away = teamRecord('Denver Broncos', 12);
const home = teamRecord('Houston Texans', 4);

/** The Prediction tab's figures for a game; `home: null` leaves out the fitted model's section (its own tests). */
function stats(): GameStats {
  return {
    awayName: away.teamName,
    homeName: home.teamName,
    away,
    home: null,
    leg: { probability: 61.2, source: 'matchup model', pick: home.teamName, agreesWithModel: true, basis: '' },
    prediction: predictMatchup(away, home),
    overUnder: predictOverUnder(away, home, 44.5),
    recommendation: null,
    alternatives: [],
    gameTime: '2026-11-29T18:00:00.000Z',
  };
}

describe('Game Stats Analysis, Prediction tab (spec 3 §2), in the formats of the other prediction dialogs (ADR 008)', () => {
  it('prints the confidences with one decimal and the margin and total as points', () => {
    const game = stats();
    const { prediction, overUnder } = game;
    if (!prediction || !overUnder) throw new Error('both predictions expected');
    render(<PredictionPanel stats={game} />);
    expect(screen.getByText(`Confidence ${formatMetric('confidence', prediction.confidence)} · Spread ${formatMetric('points', prediction.spread)} points`)).toBeTruthy();
    const overUnderText = `${overUnder.recommendation} 44.5 · predicted total ${formatMetric('points', overUnder.predictedTotal)} · confidence ${formatMetric('confidence', overUnder.confidence)}`;
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === overUnderText)).toBeTruthy();
  });
});
