import { describe, expect, it } from 'vitest';
import { teamRecord } from '@/test/sports-fixtures';
import { legModelRequest, legPick, storedGameData, winnerChoices } from './leg-model';

const chiefs = teamRecord('Kansas City Chiefs', 1, { abbreviation: 'KC' });
const niners = teamRecord('San Francisco 49ers', 2, { abbreviation: 'SF' });
const bama = teamRecord('Alabama Crimson Tide', 1, { league: 'NCAA', abbreviation: 'ALA' });
const akron = teamRecord('Akron Zips', 2, { league: 'NCAA', abbreviation: 'AKR' });
const data = { teams: [chiefs, niners, bama, akron], injuries: [] };

describe('storedGameData', () => {
  it("finds a leg's teams by abbreviation, by the NFL alias table and by name", () => {
    expect(storedGameData('KC @ SF', data)).toMatchObject({ away: chiefs, home: niners });
    expect(storedGameData('Chiefs @ Niners', data)).toMatchObject({ away: chiefs, home: niners });
    expect(storedGameData('Kansas City @ San Francisco 49ers', data)).toMatchObject({ away: chiefs, home: niners });
  });

  it('looks in the NCAA when the NFL does not know both teams, and wants two different teams', () => {
    expect(storedGameData('Akron @ Alabama', data)).toMatchObject({ away: akron, home: bama });
    expect(storedGameData('Chiefs @ Alabama', data)).toBeNull();
    expect(storedGameData('Chiefs @ KC', data)).toBeNull();
  });

  it("offers the stored names as a leg's winners", () => {
    expect(winnerChoices('Niners @ Chiefs', data)).toEqual(['San Francisco 49ers', 'Kansas City Chiefs']);
    expect(winnerChoices('Atlantis @ Lemuria', data)).toEqual(['Atlantis', 'Lemuria']);
  });
});

describe('legPick and legModelRequest', () => {
  const leg = (game: string, selection: string, type: 'spread' | 'moneyline' | 'total' = 'spread') => ({ game, selection, odds: -110, type });

  it('names the side a leg is on as the card offers it, whether or not any model knows the game', () => {
    expect(legPick(leg('Chiefs @ Niners', 'SF -3.5'), winnerChoices('Chiefs @ Niners', data))).toBe('San Francisco 49ers');
    expect(legPick(leg('Ohio @ San Diego State', 'San Diego State -12.5'), ['Ohio', 'San Diego State'])).toBe('San Diego State');
    expect(legPick(leg('Ohio @ San Diego State', 'Under 51.5', 'total'), ['Ohio', 'San Diego State'])).toBe('Under');
    expect(legPick(leg('Ohio @ San Diego State', 'Over/Under 51.5', 'total'), ['Ohio', 'San Diego State'])).toBeNull();
  });

  it("asks the Playbook model by the stored names in the stored team's league, nothing for an unknown game", () => {
    expect(legModelRequest(leg('Akron @ Alabama', 'Alabama -20.5'), data)).toEqual({ league: 'NCAA', home: 'Alabama Crimson Tide', away: 'Akron Zips' });
    expect(legModelRequest(leg('Atlantis @ Lemuria', 'Atlantis ML', 'moneyline'), data)).toBeNull();
  });
});
