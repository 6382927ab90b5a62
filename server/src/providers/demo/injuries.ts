import type { FootballLeague } from '@playbook/contracts';
import type { Rng } from '@playbook/core';
import type { InjuryRecord, RosterRecord } from '../records.ts';
import { DAY_MS, HOUR_MS, utcDayStart } from './demo-calendar.ts';
import { demoRng } from './demo-random.ts';

export const INJURY_STATUSES = ['Injured Reserve', 'Out', 'Doubtful', 'Questionable', 'Probable'] as const;
export type InjuryStatus = (typeof INJURY_STATUSES)[number];

export const INJURY_TYPES: readonly string[] = [
  'Knee', 'Ankle', 'Hamstring', 'Concussion', 'Shoulder', 'Groin', 'Back', 'Foot', 'Calf', 'Hip', 'Wrist', 'Illness',
  'Toe', 'Quadriceps', 'Elbow', 'Ribs', 'Achilles', 'Neck', 'Hand', 'Pectoral',
];

const GAME_STATUS: Readonly<Record<InjuryStatus, string>> = {
  'Injured Reserve': 'Out (IR)',
  Out: 'Out',
  Doubtful: 'Doubtful',
  Questionable: 'Game-time decision',
  Probable: 'Expected to play',
};

/** Injuries lasting this long put the player on injured reserve; none lasts longer than the look-back. */
const RESERVE_DAYS = 35;
const LONGEST_DAYS = 70;

/** An injury as it happened: the day (epoch days) it began, how many days it keeps the player off, and to whom. */
interface Episode {
  player: RosterRecord;
  injuryType: string;
  startDay: number;
  days: number;
}

/** 2-7 days for a third of injuries, 8-21 for another third, then 22-34 and injured reserve. */
function injuryLength(rng: Rng): number {
  const draw = rng.next();
  if (draw < 0.35) return rng.int(2, 7);
  if (draw < 0.7) return rng.int(8, 21);
  if (draw < 0.9) return rng.int(22, RESERVE_DAYS - 1);
  return rng.int(RESERVE_DAYS, LONGEST_DAYS);
}

/** About a third of a new injury a day per team: with the lengths above, five or six players listed at a time. */
function episodesOf(league: FootballLeague, roster: readonly RosterRecord[], day: number, seed: number): Episode[] {
  const rng = demoRng(seed, league, 'injuries', roster[0]?.teamId ?? '', day);
  const draw = rng.next();
  const count = draw < 0.7 ? 0 : draw < 0.95 ? 1 : 2;
  return Array.from({ length: count }, () => ({
    player: rng.pick(roster),
    injuryType: rng.pick(INJURY_TYPES),
    startDay: day,
    days: injuryLength(rng),
  }));
}

/** The status on `day`: injured reserve for long injuries, otherwise it improves as the return day nears. */
function statusOn(episode: Episode, day: number): { status: InjuryStatus; since: number } {
  const returnDay = episode.startDay + episode.days;
  const left = returnDay - day;
  if (episode.days >= RESERVE_DAYS) return { status: 'Injured Reserve', since: episode.startDay };
  if (left >= 7) return { status: 'Out', since: episode.startDay };
  const phase = (status: InjuryStatus, fromLeft: number) => ({ status, since: Math.max(episode.startDay, returnDay - fromLeft) });
  if (left >= 5) return phase('Doubtful', 6);
  if (left >= 3) return phase('Questionable', 4);
  return phase('Probable', 2);
}

/**
 * A league's injury report on the date of `now`, drawn from the teams' rosters. Injuries begin on seeded days
 * and last a seeded number of days, so the report depends only on the date: the same day is stable, the next
 * day has new injuries, players nearer their return (Out → Doubtful → Questionable → Probable) and players back.
 * lastReported is when the current status was set (15:00 UTC that day; today's changes show today's midnight).
 */
export function leagueInjuries(
  league: FootballLeague,
  rosters: ReadonlyMap<string, readonly RosterRecord[]>,
  now: Date,
  seed: number,
): InjuryRecord[] {
  const todayStart = utcDayStart(now);
  const today = todayStart / DAY_MS;
  const injuries: InjuryRecord[] = [];
  for (const [teamId, roster] of rosters) {
    if (roster.length === 0) continue;
    // The latest injury of a player wins; scanning from the oldest day lets later ones overwrite.
    const current = new Map<string, Episode>();
    for (let day = today - LONGEST_DAYS + 1; day <= today; day++) {
      for (const episode of episodesOf(league, roster, day, seed)) {
        if (day + episode.days > today) current.set(episode.player.name, episode);
      }
    }
    for (const episode of current.values()) {
      const { status, since } = statusOn(episode, today);
      const reported = since === today ? todayStart : since * DAY_MS + 15 * HOUR_MS;
      injuries.push({
        teamId,
        playerName: episode.player.name,
        position: episode.player.position,
        injuryType: episode.injuryType,
        status,
        gameStatus: GAME_STATUS[status],
        lastReported: new Date(reported).toISOString(),
      });
    }
  }
  return injuries;
}
