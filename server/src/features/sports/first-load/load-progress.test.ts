import { describe, expect, it } from 'vitest';
import { LoadProgress } from './load-progress.ts';

describe('LoadProgress', () => {
  it('counts the answers of the league being loaded only, and is over once no league waits or loads', () => {
    const progress = new LoadProgress();
    expect(progress.view()).toEqual({ active: false, leagues: [], current: null });
    progress.answered();
    progress.start(['NFL', 'NCAA']);
    progress.begin('NFL', 'espn');
    progress.answered();
    progress.answered();
    expect(progress.view()).toEqual({
      active: true,
      leagues: [
        { league: 'NFL', state: 'loading' },
        { league: 'NCAA', state: 'waiting' },
      ],
      current: { league: 'NFL', source: 'espn', requests: 2 },
    });
    progress.end('NFL', 'loaded');
    progress.answered();
    progress.begin('NCAA', 'espn');
    expect(progress.view().current).toEqual({ league: 'NCAA', source: 'espn', requests: 0 });
    progress.end('NCAA', 'failed');
    expect(progress.view()).toEqual({
      active: false,
      leagues: [
        { league: 'NFL', state: 'loaded' },
        { league: 'NCAA', state: 'failed' },
      ],
      current: null,
    });
  });
});
