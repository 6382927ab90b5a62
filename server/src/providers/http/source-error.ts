/**
 * A failure reading an outside source. The message names the source and, for a malformed payload, the
 * field path; it never holds a response body or a URL (keys travel in query strings for some sources).
 */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceError';
  }
}
