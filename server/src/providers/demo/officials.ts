import type { HubLeague } from '@playbook/contracts';
import { seedFromText } from '@playbook/core';
import { demoRng } from './demo-random.ts';
import { distinctNames } from './person-names.ts';

/** Referee crews per football league and home-plate umpires for MLB, about the real leagues' numbers. */
const CREWS: Readonly<Record<HubLeague, number>> = { NFL: 17, NCAA: 60, MLB: 76 };

/** The season's fictional officials of a league. */
export function officials(seed: number, league: HubLeague, season: number): readonly string[] {
  return distinctNames(demoRng(seed, league, season, 'officials'), CREWS[league]);
}

/** The game's referee (football) or home-plate umpire (MLB), one of the season's officials. */
export function officialFor(crew: readonly string[], seed: number, gameId: string): string | null {
  return crew[seedFromText(`${seed}:official:${gameId}`) % Math.max(1, crew.length)] ?? null;
}
