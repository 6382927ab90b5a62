import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { modelAnswer } from '@/test/model-answer';
import type { Alternative } from './game-stats';
import { HighConfidenceAlternatives } from './high-confidence-alternatives';

const KICKOFF = '2026-11-29T18:00:00.000Z';

const alternative: Alternative = {
  game: 'Jacksonville Jaguars @ Miami Dolphins',
  eventId: 'e1',
  league: 'NFL',
  bookmaker: 'DraftKings',
  betType: 'moneyline',
  selection: 'Miami Dolphins',
  odds: -150,
  confidence: 66,
  reasoning: [],
  gameTime: KICKOFF,
};

/** The model counts rest only when asked with the game's kick-off, as the server does; returns the kick-offs asked with. */
function serveModel(): (string | null)[] {
  const kickoffs: (string | null)[] = [];
  serve({
    'GET /api/model/predict': (url) => {
      const kickoff = url.searchParams.get('kickoff');
      kickoffs.push(kickoff);
      // The game is a neutral-site one (ADR 029): the server says so only when asked with its kick-off.
      const scheduled = kickoff === KICKOFF;
      return Response.json(modelAnswer({ rest: scheduled ? { home: 6, away: 3 } : { home: null, away: null }, neutralSite: scheduled }));
    },
  });
  return kickoffs;
}

/** The alternative's list item, once the fitted model's figures are in it. */
const item = async (): Promise<HTMLElement> => {
  const listed = (await screen.findByText(/fitted model 59\.4%/)).closest('li');
  if (!listed) throw new Error('no alternative listed');
  return listed;
};

isolateScreenTests();

describe('High-Confidence Alternatives (docs/product/live-slate.md) beside the fitted model (ADR 024)', () => {
  it("keeps the page's line with the model's figures inline, and says under it the rest the model counted for the game's kick-off", async () => {
    const kickoffs = serveModel();
    renderScreen('/slate', <HighConfidenceAlternatives alternatives={[alternative]} />);
    const listed = await item();
    expect(listed.textContent).toContain('Miami Dolphins -150 (Jacksonville Jaguars @ Miami Dolphins, DraftKings): 66.0% · fitted model 59.4%, edge vs the price -0.6 pp');
    expect(within(listed).getByText('Rest: Jacksonville Jaguars 3 days vs Miami Dolphins 6 days')).toBeTruthy();
    expect(within(listed).getByText('Neutral site: no home-field edge')).toBeTruthy();
    expect(kickoffs).toEqual([KICKOFF]);
  });

  it('says no rest when the game is not on the slate (no kick-off: the model counts the rest as equal)', async () => {
    serveModel();
    renderScreen('/slate', <HighConfidenceAlternatives alternatives={[{ ...alternative, gameTime: null }]} />);
    const listed = await item();
    expect(within(listed).queryByText(/^Rest:/)).toBeNull();
    expect(within(listed).queryByText(/^Neutral site/)).toBeNull();
  });

  it('keeps the empty message when no pick reaches 62%', () => {
    serveModel();
    renderScreen('/slate', <HighConfidenceAlternatives alternatives={[]} />);
    expect(screen.getByText('High-Confidence Alternatives')).toBeTruthy();
    expect(screen.getByText('No pick this week reaches 62% confidence.')).toBeTruthy();
  });
});
