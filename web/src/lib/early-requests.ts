/**
 * Reads the first screen needs, started with the page instead of once its code has rendered (ADR 068): the
 * first request of the same read takes the answer already on its way, whatever it is (an error included), so
 * the screen shows exactly what it would have. Answers not taken belong to who was signed in when the page
 * loaded: a change of session drops them (forgetEarlyRequests).
 */
const early = new Map<string, Promise<Response>>();

/** Starts GET `url` now with these request options, once; see takeEarlyRequest. */
export function requestEarly(url: string, init: RequestInit): void {
  if (early.has(url)) return;
  const answer = fetch(url, init);
  // A failure is the taker's to report; one never taken is nobody's.
  answer.catch(() => undefined);
  early.set(url, answer);
}

/** The early answer to GET `url`, once (the next request asks the server again). */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const answer = early.get(url);
  early.delete(url);
  return answer;
}

export function forgetEarlyRequests(): void {
  early.clear();
}
