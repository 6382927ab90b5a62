import { describe, expect, it } from 'vitest';
import { twoWayNoVig } from './market-probability';

describe('twoWayNoVig', () => {
  it('removes the vig from a two-way market (core noVigProbabilities)', () => {
    const fair = twoWayNoVig(-110, -110);
    expect(fair?.[0]).toBeCloseTo(0.5, 10);
    const [favourite, underdog] = twoWayNoVig(-170, 150) ?? [0, 0];
    expect(favourite + underdog).toBeCloseTo(1, 10);
    expect(favourite).toBeGreaterThan(0.6);
  });

  it('is null when a price is missing or not an American price', () => {
    expect(twoWayNoVig(null, -110)).toBeNull();
    expect(twoWayNoVig(-110, undefined)).toBeNull();
    expect(twoWayNoVig(50, -110)).toBeNull();
  });
});
