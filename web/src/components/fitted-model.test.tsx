import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { modelAnswer } from '@/test/model-answer';
import { ModelFootnotes } from './fitted-model';

afterEach(cleanup);

describe('ModelFootnotes (ADR 048)', () => {
  it('shows the rest and venue the model counted and the games it was fitted on', () => {
    render(<ModelFootnotes answer={modelAnswer({ rest: { home: 6, away: 3 }, neutralSite: true, gamesFitted: 6_925 })} unavailable={null} />);
    expect(screen.getByText('Rest: Jacksonville Jaguars 3 days vs Miami Dolphins 6 days')).toBeTruthy();
    expect(screen.getByText('Neutral site: no home-field edge')).toBeTruthy();
    expect(screen.getByText(/Playbook model: ratings fitted on 6,925 finished games/)).toBeTruthy();
  });

  it('says nothing of rest it does not know (a free matchup counts it equal)', () => {
    render(<ModelFootnotes answer={modelAnswer()} unavailable={null} simulated={false} />);
    expect(screen.queryByText(/^Rest:/)).toBeNull();
    expect(screen.queryByText(/simulation/)).toBeNull();
  });

  it('says when the model does not know the game and the stat comparison stands in', () => {
    render(<ModelFootnotes answer={null} unavailable="home: no team '7' in this league" />);
    expect(screen.getByText(/The Playbook model is unavailable \(home: no team '7' in this league\): the stat comparison's figures stand in/)).toBeTruthy();
  });
});
