import { describe, expect, it } from 'vitest';
import { firstHalfKeyPoints } from './first-half-key-points.ts';

const metrics = { ppa: 0.1, successRate: 0.45, turnoverMargin: 0.5, pointsPerPlayMargin: 0.1, firstHalfPointsPerGame: 15 };

describe('firstHalfKeyPoints (docs/product/game-hub.md: up to 5 key points)', () => {
  it('lists the metrics the teams differ on, the most influential first, naming the leader and both values', () => {
    const home = { teamName: 'Ohio State', metrics: { ...metrics, ppa: 0.4, firstHalfPointsPerGame: 17 } };
    const away = { teamName: 'Michigan', metrics: { ...metrics, turnoverMargin: 1.2 } };
    const points = firstHalfKeyPoints(home, away);
    // PPA: 0.25 × min(1, 0.3/0.3) = 0.25; turnovers: 0.2 × 0.7 = 0.14; first-half points: 0.15 × 0.2 = 0.03.
    expect(points.map((point) => point.metric)).toEqual(['ppa', 'turnoverMargin', 'firstHalfPointsPerGame']);
    expect(points.map((point) => point.text)).toEqual([
      'Ohio State leads in PPA per play (0.400 vs 0.100)',
      'Michigan leads in turnover margin per game (+1.2 vs +0.5)',
      'Ohio State leads in 1st half points per game (17.0 vs 15.0)',
    ]);
    expect(points[0]?.weightedEdge).toBeCloseTo(0.25);
  });

  it('keeps at most 5 and nothing for identical teams', () => {
    const better = { ppa: 0.3, successRate: 0.5, turnoverMargin: 1, pointsPerPlayMargin: 0.2, firstHalfPointsPerGame: 20 };
    expect(firstHalfKeyPoints({ teamName: 'A', metrics: better }, { teamName: 'B', metrics })).toHaveLength(5);
    expect(firstHalfKeyPoints({ teamName: 'A', metrics }, { teamName: 'B', metrics })).toEqual([]);
  });
});
