import { afterEach, describe, expect, it, vi } from 'vitest';
import { FirstHalfTeamNotFound } from '@/lib/queries/first-half';
import { FIRST_HALF_FAILED, FIRST_HALF_NETWORK_ERROR, fetchFirstHalf } from './first-half';

afterEach(() => vi.unstubAllGlobals());

const side = (teamName: string, winProbability: number) => ({
  teamName,
  winProbability,
  metrics: { ppa: 0.1, successRate: 0.45, turnoverMargin: 0.5, pointsPerPlayMargin: 0.2, firstHalfPointsPerGame: 17 },
});
const success = {
  success: true,
  data: { prediction: { winner: 'Ohio State Buckeyes', confidence: 80, predictedMargin: 7 }, home: side('Ohio State Buckeyes', 0.8), away: side('Michigan Wolverines', 0.2) },
  lastUpdated: null,
  source: 'demo',
};

function answer(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fetchFirstHalf (docs/product/matchup-predictor.md)', () => {
  it('asks with the home and away teams and returns the prediction', async () => {
    const fetchMock = answer(Response.json(success));
    await expect(fetchFirstHalf('Ohio State', 'Texas A&M')).resolves.toMatchObject({ prediction: { winner: 'Ohio State Buckeyes' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/cfb/first-half-prediction?homeTeam=Ohio+State&awayTeam=Texas+A%26M');
  });

  it('keeps the session gate\'s 401 as the ApiError the ended-session rule recognises (ADR 001 stop 23)', async () => {
    answer(Response.json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in to continue' } }, { status: 401 }));
    await expect(fetchFirstHalf('Ohio State', 'Army')).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: FIRST_HALF_FAILED });
  });

  it("shows the server's error when it sends one", async () => {
    answer(Response.json({ success: false, error: 'Team not found: Nowhere U', team: 'Nowhere U' }, { status: 404 }));
    await expect(fetchFirstHalf('Ohio State', 'Nowhere U')).rejects.toThrow('Team not found: Nowhere U');
    answer(Response.json({ success: false, error: 'No advanced stats for Army' }, { status: 422 }));
    await expect(fetchFirstHalf('Ohio State', 'Army')).rejects.toThrow('No advanced stats for Army');
  });

  it('tells a 404 naming the team apart by its status and team field, not by its wording', async () => {
    answer(Response.json({ success: false, error: 'Unknown school', team: 'Nowhere U' }, { status: 404 }));
    const missing: unknown = await fetchFirstHalf('Ohio State', 'Nowhere U').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(FirstHalfTeamNotFound);
    expect(missing).toMatchObject({ team: 'Nowhere U', message: 'Unknown school' });
    // The same words with another status are a plain failure.
    answer(Response.json({ success: false, error: 'Team not found: Nowhere U', team: 'Nowhere U' }, { status: 422 }));
    const failed: unknown = await fetchFirstHalf('Ohio State', 'Nowhere U').catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(FirstHalfTeamNotFound);
    expect(failed).toMatchObject({ message: 'Team not found: Nowhere U' });
  });

  it("falls back to 'Failed to load first half prediction'", async () => {
    answer(new Response('Bad gateway', { status: 502 }));
    await expect(fetchFirstHalf('A', 'B')).rejects.toThrow(FIRST_HALF_FAILED);
    answer(Response.json({ error: { code: 'UNAUTHORIZED', message: 'Not signed in' } }, { status: 401 }));
    await expect(fetchFirstHalf('A', 'B')).rejects.toThrow(FIRST_HALF_FAILED);
    answer(Response.json({ success: false, error: '' }, { status: 500 }));
    await expect(fetchFirstHalf('A', 'B')).rejects.toThrow(FIRST_HALF_FAILED);
    expect(FIRST_HALF_FAILED).toBe('Failed to load first half prediction');
  });

  it("says 'Network error: Unable to load first half prediction' when no answer arrives", async () => {
    answer(new TypeError('Failed to fetch'));
    await expect(fetchFirstHalf('A', 'B')).rejects.toThrow(FIRST_HALF_NETWORK_ERROR);
    expect(FIRST_HALF_NETWORK_ERROR).toBe('Network error: Unable to load first half prediction');
  });
});
