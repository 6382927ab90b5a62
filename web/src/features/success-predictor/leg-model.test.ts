import { describe, expect, it } from 'vitest';
import { teamRecord } from '@/test/sports-fixtures';
import { storedGameData, winnerChoices } from './leg-model';

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
