/**
 * Calendar days and dates as the American football and baseball schedules read them: in America/New_York
 * (an 8:15 pm ET Sunday game is a Sunday game even though it starts on Monday in UTC).
 */
const NEW_YORK = 'America/New_York';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Made at first use, not when the module loads: a server that has read no date yet (on PostgreSQL, idle before its
 * first request, the demo season loaded apart) does not hold ICU's time-zone data, about 2 MB (ADR 075).
 */
const atFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};
const dayKeyFormat = atFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: NEW_YORK, year: 'numeric', month: '2-digit', day: '2-digit' }));
const dateStringFormat = atFirstUse(() => new Intl.DateTimeFormat('en-US', { timeZone: NEW_YORK, weekday: 'short', month: 'short', day: 'numeric' }));
const wallClockFormat = atFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: NEW_YORK,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }),
);

/** 'YYYY-MM-DD' of the New York calendar day holding the instant. */
export function newYorkDayKey(instant: Date): string {
  return dayKeyFormat().format(instant);
}

/** 'Sun, Nov 23': weekday, month and day in New York (docs/product/game-hub.md scheduled game dateString). */
export function newYorkDateString(instant: Date): string {
  return dateStringFormat().format(instant);
}

/** New York's offset from UTC at the instant, in ms (−5 h in winter, −4 h in summer). */
function newYorkOffsetMs(instant: Date): number {
  const parts = Object.fromEntries(wallClockFormat().formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant New York's calendar day holding `instant` began. */
export function newYorkDayStart(instant: Date): Date {
  const [year = 0, month = 1, day = 1] = newYorkDayKey(instant).split('-').map(Number);
  const midnightUtc = Date.UTC(year, month - 1, day);
  // The offset at midnight may differ from the one at the guess on a DST change day: apply it twice.
  const guess = midnightUtc - newYorkOffsetMs(new Date(midnightUtc));
  return new Date(midnightUtc - newYorkOffsetMs(new Date(guess)));
}

/** [start of today, start of the day `days` later) in New York. */
export function newYorkDays(instant: Date, days: number): { start: Date; end: Date } {
  const start = newYorkDayStart(instant);
  // Half a day past the last midnight lands inside the target day whatever DST does in between.
  const end = newYorkDayStart(new Date(start.getTime() + (days + 0.5) * DAY_MS));
  return { start, end };
}

/** The instant of a New York wall-clock time ('YYYY-MM-DD', 'HH:MM'), e.g. nflverse's gameday and gametime. */
export function newYorkWallClock(dayKey: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = dayKey.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallUtc = Date.UTC(year, month - 1, day, hour, minute);
  // As in newYorkDayStart: the offset at the first guess may be the other side of a DST change.
  const guess = wallUtc - newYorkOffsetMs(new Date(wallUtc));
  return new Date(wallUtc - newYorkOffsetMs(new Date(guess)));
}
