/**
 * RFC 9110 §5.6.7's three HTTP-date forms: IMF-fixdate, the obsolete RFC 850 and asctime. Matched before the date
 * is parsed because Date.parse is lenient: it reads "1.5", "-5" or "Mon 5" as dates of 2001 (ADR 040).
 */
const IMF_FIXDATE = /^[a-z]{3}, \d{2} [a-z]{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/i;
const RFC_850_DATE = /^[a-z]{6,9}, \d{2}-[a-z]{3}-\d{2} \d{2}:\d{2}:\d{2} GMT$/i;
/** asctime names no zone; HTTP dates are always GMT, so it is read as GMT rather than the server's local time. */
const ASCTIME_DATE = /^[a-z]{3} [a-z]{3} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/i;

/**
 * A Retry-After header in milliseconds from `nowMs`: either delay-seconds or an HTTP date (RFC 9110).
 * Null when absent or unreadable (the caller then uses its own backoff): a fraction of seconds or any other
 * text is neither form, and read as a past date it would have meant "retry at once".
 */
export function retryAfterMs(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const dated = IMF_FIXDATE.test(trimmed) || RFC_850_DATE.test(trimmed) ? trimmed : ASCTIME_DATE.test(trimmed) ? `${trimmed} GMT` : null;
  const at = dated === null ? Number.NaN : Date.parse(dated);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}
