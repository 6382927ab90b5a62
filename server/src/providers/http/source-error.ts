/**
 * A failure reading an outside source. The message names the source and, for a malformed payload, the
 * field path; it never holds a response body or a URL (keys travel in query strings for some sources).
 */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
    /** The HTTP status of the final answer, when the failure was one (a caller may treat a 404 as "none"). */
    readonly status: number | null = null,
    /** A 429's Retry-After in milliseconds, when it sent one: how long the source asked not to be asked (ADR 040). */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceError';
  }
}
