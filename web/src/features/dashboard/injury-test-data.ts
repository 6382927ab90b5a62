import type { InjuryRecord } from '@playbook/contracts';

/** An injury record for tests; override what the test is about. */
export function testInjury(overrides: Partial<InjuryRecord> = {}): InjuryRecord {
  return {
    id: 1,
    playerName: 'Test Player',
    position: 'WR',
    teamName: 'Test Team',
    injuryType: 'Knee',
    injuryStatus: 'Questionable',
    gameStatus: 'Game-time decision',
    lastReported: '2025-10-01T15:00:00.000Z',
    ...overrides,
  };
}

/** Five reports across three teams, in the server's order (team, then player). */
export const SAMPLE_INJURIES: InjuryRecord[] = [
  testInjury({ id: 1, playerName: 'Corey Roberts', position: 'DE', teamName: 'Arizona Cardinals', injuryStatus: 'Injured Reserve', gameStatus: 'Out (IR)' }),
  testInjury({ id: 2, playerName: 'Deion Kelly', position: 'S', teamName: 'Arizona Cardinals', injuryStatus: 'Out', gameStatus: 'Out' }),
  testInjury({ id: 3, playerName: 'Andre Sanders', position: 'WR', teamName: 'Baltimore Ravens', injuryStatus: 'Doubtful', gameStatus: 'Doubtful' }),
  testInjury({ id: 4, playerName: 'Dylan Reynolds', position: 'TE', teamName: 'Baltimore Ravens', injuryType: null, injuryStatus: 'Probable', gameStatus: null }),
  testInjury({ id: 5, playerName: 'Sam Quarters', position: 'QB', teamName: 'buffalo Bills', injuryStatus: 'Questionable' }),
];
