// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { teamRecord } from '@/test/sports-fixtures';
import { renderHook } from '@testing-library/react';
import { resolveGameTeams, teamNotFoundMessage, toastTeamNotFound } from './resolve-game-teams';
import { dismissToast, useToast } from './toast';

const teams = [teamRecord('Ohio State', 1), teamRecord('Michigan State', 2), teamRecord('Michigan', 3)];

afterEach(() => dismissToast());

describe('scheduled team matching (docs/product/dashboard.md)', () => {
  it("matches a game's names with nicknames and abbreviations through core", () => {
    const resolved = resolveGameTeams({ awayTeam: 'Michigan St Spartans', homeTeam: 'Ohio State Buckeyes' }, teams);
    expect(resolved).toMatchObject({ found: true, away: { teamName: 'Michigan State' }, home: { teamName: 'Ohio State' } });
  });

  it('names the first team it cannot find', () => {
    expect(resolveGameTeams({ awayTeam: 'Atlantis Tritons', homeTeam: 'Michigan' }, teams)).toEqual({ found: false, missing: 'Atlantis Tritons' });
    expect(resolveGameTeams({ awayTeam: 'Michigan', homeTeam: 'Nowhere U' }, teams)).toEqual({ found: false, missing: 'Nowhere U' });
  });

  it("words the toast as docs/product/live-slate.md does: 'Team Data Not Found'", () => {
    expect(teamNotFoundMessage('Atlantis Tritons')).toEqual({
      title: 'Team Data Not Found',
      description: 'Unable to find stats for "Atlantis Tritons". This team may not be in our database yet.',
    });
    toastTeamNotFound('Nowhere U');
    const { result } = renderHook(() => useToast());
    expect(result.current.toasts[0]).toMatchObject({
      title: 'Team Data Not Found',
      description: 'Unable to find stats for "Nowhere U". This team may not be in our database yet.',
      variant: 'destructive',
      open: true,
    });
  });
});
