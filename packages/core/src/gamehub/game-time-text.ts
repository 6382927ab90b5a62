/** What a GameHub card needs to say when a game is played (docs/product/game-hub.md GameHub game). */
export interface HubGameClock {
  readonly league: string;
  readonly status: 'live' | 'finished' | 'scheduled';
  /** Quarter (football, 5+ is overtime) or inning (MLB); null when the source gives none. */
  readonly period: number | null;
  /** Football: the clock 'm:ss'; MLB: the half inning 'Top' or 'Bot'. */
  readonly timeRemaining: string | null;
  /** ISO start time. */
  readonly scheduledTime: string;
}

export const FINAL_TIME_TEXT = 'FINAL';
/** A live game whose source sends neither period nor clock still reads as live, not as a start time. */
export const LIVE_TIME_TEXT = 'LIVE';
const FOOTBALL_QUARTERS = 4;

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st. */
export function ordinalOf(value: number): string {
  const lastTwo = value % 100;
  const suffix = lastTwo >= 11 && lastTwo <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][value % 10] ?? 'th');
  return `${value}${suffix}`;
}

function livePeriodText(game: HubGameClock): string {
  const { period, timeRemaining } = game;
  const clock = timeRemaining?.trim() || null;
  if (game.league === 'MLB') {
    // Innings, with the half ('Top 5th'); extra innings keep counting (10th).
    if (period === null) return clock ?? LIVE_TIME_TEXT;
    return clock ? `${clock} ${ordinalOf(period)}` : ordinalOf(period);
  }
  if (period === null) return clock ?? LIVE_TIME_TEXT;
  const overtimes = period - FOOTBALL_QUARTERS;
  const name = overtimes <= 0 ? `Q${period}` : overtimes === 1 ? 'OT' : `${overtimes}OT`;
  return clock ? `${name} ${clock}` : name;
}

/**
 * docs/product/game-hub.md game card time text: period and clock while live ('Q3 8:42', 'OT 4:10', 'Bot 7th'), FINAL when
 * finished, otherwise the start as a local time ('7:30 PM' in the viewer's zone; `timeZone` pins it in tests).
 */
export function gameTimeText(game: HubGameClock, locale?: string, timeZone?: string): string {
  if (game.status === 'finished') return FINAL_TIME_TEXT;
  if (game.status === 'live') return livePeriodText(game);
  const start = new Date(game.scheduledTime);
  if (Number.isNaN(start.getTime())) return '';
  return start.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) });
}

/**
 * The card's start day ('Sun, Nov 29') in the same zone as its start time, so the two never disagree: a Sunday
 * 8:20 PM kick-off in New York reads '1:20 AM' and 'Mon, Nov 30' to a viewer in London, not '1:20 AM Sun, Nov 29'.
 * The API's dateString stays New York's day, which the hub's day groups follow.
 */
export function gameDateText(game: Pick<HubGameClock, 'scheduledTime'>, fallback: string, locale?: string, timeZone?: string): string {
  const start = new Date(game.scheduledTime);
  if (Number.isNaN(start.getTime())) return fallback;
  return start.toLocaleDateString(locale, { weekday: 'short', month: 'short', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}
