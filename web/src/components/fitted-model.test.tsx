import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { modelAnswer } from '@/test/model-answer';
import { isolateScreenTests, renderScreen, serve } from '@/test/render-screen';
import { FittedModelMatchup, FittedModelTotal } from './fitted-model';

isolateScreenTests();

const answer = modelAnswer({
  market: { homeMoneyline: -130, awayMoneyline: 110, homeProbability: 0.553, awayProbability: 0.447, homeEdge: 4.1, awayEdge: -4.1 },
  gamesFitted: 6_925,
});

function serveModel() {
  return serve({ 'GET /api/model/predict': () => Response.json(answer) });
}

const request = { league: 'NFL' as const, home: 7, away: 9, homeMoneyline: -130, awayMoneyline: 110 };

describe('FittedModelMatchup', () => {
  it("says in words that the spec's formula and the fitted model favour different teams", async () => {
    const fetchMock = serveModel();
    renderScreen('/h2h', <FittedModelMatchup request={request} homeName="Miami Dolphins" awayName="Jacksonville Jaguars" heuristicWinner="Jacksonville Jaguars" />);
    const section = await screen.findByRole('region', { name: 'Fitted model' });
    expect(
      await within(section).findByText("The spec's formula favours Jacksonville Jaguars; the fitted model favours Miami Dolphins (59.4%)."),
    ).toBeTruthy();
    expect(within(section).getByText('Miami Dolphins by 2.5')).toBeTruthy();
    expect(within(section).getByText('+4.1 pp')).toBeTruthy();
    const input = fetchMock.mock.calls[0]?.[0];
    const url = new URL(typeof input === 'string' ? input : '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({ league: 'NFL', home: '7', away: '9', homeMoneyline: '-130', awayMoneyline: '110' });
  });

  it('says they agree when they do', async () => {
    serveModel();
    renderScreen('/h2h', <FittedModelMatchup request={request} homeName="Miami Dolphins" awayName="Jacksonville Jaguars" heuristicWinner="Miami Dolphins" />);
    expect(await screen.findByText("The spec's formula and the fitted model both favour Miami Dolphins (model 59.4%).")).toBeTruthy();
  });

  it("asks with a scheduled game's kick-off and shows the rest the model counted", async () => {
    const fetchMock = serve({ 'GET /api/model/predict': () => Response.json({ ...answer, rest: { home: 6, away: 3 } }) });
    const kickoff = '2026-11-29T18:00:00.000Z';
    renderScreen('/h2h', <FittedModelMatchup request={{ ...request, kickoff }} homeName="Miami Dolphins" awayName="Jacksonville Jaguars" heuristicWinner="Miami Dolphins" />);
    const section = await screen.findByRole('region', { name: 'Fitted model' });
    expect(await within(section).findByText('Rest: Jacksonville Jaguars 3 days vs Miami Dolphins 6 days')).toBeTruthy();
    const input = fetchMock.mock.calls[0]?.[0];
    expect(new URL(typeof input === 'string' ? input : '', 'http://localhost').searchParams.get('kickoff')).toBe(kickoff);
  });

  it('says a neutral-site game gives no home-field edge, naming home and away as the screen does', async () => {
    serve({ 'GET /api/model/predict': () => Response.json({ ...answer, rest: { home: 6, away: 3 }, neutralSite: true }) });
    renderScreen('/h2h', <FittedModelMatchup request={{ ...request, kickoff: '2026-11-29T18:00:00.000Z' }} homeName="Miami Dolphins" awayName="Jacksonville Jaguars" heuristicWinner="Miami Dolphins" />);
    const section = await screen.findByRole('region', { name: 'Fitted model' });
    expect(await within(section).findByText('Neutral site: no home-field edge')).toBeTruthy();
    expect(within(section).getByText('Rest: Jacksonville Jaguars 3 days vs Miami Dolphins 6 days')).toBeTruthy();
  });

  it('says nothing of rest it does not know (a free matchup counts it equal)', async () => {
    serveModel();
    renderScreen('/h2h', <FittedModelMatchup request={request} homeName="Miami Dolphins" awayName="Jacksonville Jaguars" heuristicWinner="Miami Dolphins" />);
    const section = await screen.findByRole('region', { name: 'Fitted model' });
    await within(section).findByText('Miami Dolphins by 2.5');
    expect(within(section).queryByText(/^Rest:/)).toBeNull();
    expect(within(section).queryByText(/^Neutral site/)).toBeNull();
  });

  it('says when the model is unavailable', async () => {
    serve({ 'GET /api/model/predict': () => Response.json({ error: { code: 'NOT_FOUND', message: "home: no team '7' in this league" } }, { status: 404 }) });
    renderScreen('/h2h', <FittedModelMatchup request={request} homeName="Miami Dolphins" awayName="Jacksonville Jaguars" heuristicWinner="Miami Dolphins" />);
    expect(await screen.findByText(/The fitted model is unavailable/)).toBeTruthy();
  });
});

describe('FittedModelTotal', () => {
  it("says when the model's total lands on the other side of the line", async () => {
    serveModel();
    renderScreen('/ou', <FittedModelTotal request={{ league: 'NFL', home: 7, away: 9 }} heuristicSide="UNDER" bettingTotal={44.5} marketOver={0.5} />);
    expect(await screen.findByText("The spec's formula says UNDER 44.5; the fitted model says OVER (total 45.7).")).toBeTruthy();
    expect(screen.getByText('+1.2')).toBeTruthy();
    // Φ(1.2 / 13) = 53.7 %: +3.7 points over an even no-vig price.
    expect(screen.getByText('53.7%')).toBeTruthy();
    expect(screen.getByText('+3.7 pp')).toBeTruthy();
  });
});
