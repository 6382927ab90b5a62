/** The game clock as the scoreboard shows it: minutes, colon, two-digit seconds ('15:00', '0:07'). */
export function formatClock(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new RangeError(`Clock seconds must be a finite number of at least 0, got ${seconds}`);
  }
  // Partial seconds are dropped, as a game clock shows them.
  const whole = Math.floor(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${rest < 10 ? '0' : ''}${rest}`;
}
