import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { formatMetric, predictMatchup, predictOverUnder } from '@playbook/core';
import { modelAnswer } from '@/test/model-answer';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { teamRecord } from '@/test/sports-fixtures';
import type { GameStats } from './game-stats';
import { PredictionPanel } from './prediction-panel';

isolateScreenTests();

const away = teamRecord('Denver Broncos', 12);
const home = teamRecord('Houston Texans', 4);

/** The Prediction tab's figures for a game; `home: null` is a game the Playbook model is not asked about. */
function stats(withHome: boolean): GameStats {
  return {
    awayName: away.teamName,
    homeName: home.teamName,
    away,
    home: withHome ? home : null,
    leg: { probability: 61.2, source: 'matchup model', pick: home.teamName, agreesWithModel: true, basis: '' },
    prediction: predictMatchup(away, home),
    overUnder: predictOverUnder(away, home, 44.5),
    recommendation: null,
    alternatives: [],
    gameTime: '2026-11-29T18:00:00.000Z',
  };
}

describe('Game Stats Analysis, Prediction tab (docs/product/live-slate.md): one prediction (ADR 048)', () => {
  it("headlines the Playbook model's winner, probability, margin and total; the stat comparison gives a side, not a spread", async () => {
    const prediction = { homePoints: 24.4, awayPoints: 18.6, margin: 5.8, homeWinProbability: 0.66, total: 43 };
    serve({ 'GET /api/model/predict': () => Response.json(modelAnswer({ prediction })) });
    const game = stats(true);
    renderScreen('/live-slate', <PredictionPanel stats={game} />);
    expect(await screen.findByText('Predicted winner: Houston Texans')).toBeTruthy();
    expect(screen.getByText('Win probability 66.0% · Margin 5.8 points · Total 43.0 points')).toBeTruthy();
    expect(screen.getByText(/^Stat edge: Houston Texans/)).toBeTruthy();
    expect(screen.queryByText(new RegExp(`Spread ${formatMetric('points', game.prediction?.spread ?? 0)}`))).toBeNull();
    // The over/under block calls the side of the model's total, with the stat comparison's side beside it.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && /^UNDER 44\.5 · predicted total 43\.0 · chance \d+\.\d%$/.test(element.textContent ?? ''))).toBeTruthy();
  });

  it("prints the stat comparison's figures, said to stand in, for a game the model is not asked about", async () => {
    serve({});
    const game = stats(false);
    renderScreen('/live-slate', <PredictionPanel stats={game} />);
    expect(await screen.findByText('Stat comparison (the Playbook model does not know this game)')).toBeTruthy();
    const { prediction } = game;
    if (!prediction) throw new Error('a prediction expected');
    expect(screen.getByText(`Win probability ${formatMetric('probability', prediction.confidence / 100)} · Margin ${formatMetric('points', prediction.spread)} points`)).toBeTruthy();
  });
});
