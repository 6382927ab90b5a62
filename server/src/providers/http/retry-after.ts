/**
 * A Retry-After header in milliseconds from `nowMs`: either delay-seconds or an HTTP date (RFC 9110).
 * Null when absent or unreadable (the caller then uses its own backoff).
 */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}
