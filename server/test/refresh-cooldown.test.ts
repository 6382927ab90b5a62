import { describe, expect, it } from 'vitest';
import { RefreshCooldown } from '../src/features/sports/refresh/refresh-cooldown.ts';
import { useTestApp } from './helpers/use-test-app.ts';

const t = useTestApp();

describe('refresh cooldown over several keys', () => {
  it('admits exactly one of 20 parallel two-league calls, round after round', async () => {
    let now = new Date('2026-11-01T12:00:00Z');
    const cooldown = new RefreshCooldown(t.app.db, 60_000, () => now);
    for (let round = 0; round < 10; round++) {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => cooldown.admit(i % 2 ? ['teams:NFL', 'teams:NCAA'] : ['teams:NCAA', 'teams:NFL'], 'team data')),
      );
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled'), `round ${round}`).toHaveLength(1);
      now = new Date(now.getTime() + 60_000);
    }
  });

  it('refuses a two-league call while one league is in its window, and keeps the other free', async () => {
    // A day after the first test's windows: the two tests share one database.
    const now = new Date('2026-11-02T12:00:00Z');
    const cooldown = new RefreshCooldown(t.app.db, 60_000, () => now);
    await cooldown.admit(['teams:NFL'], 'team data');
    await expect(cooldown.admit(['teams:NCAA', 'teams:NFL'], 'team data')).rejects.toThrow(
      'Rate limited: one team data refresh per 60 s; try again in 60 s',
    );
    await expect(cooldown.admit(['teams:NCAA'], 'team data')).resolves.toBeUndefined();
  });
});
