/**
 * Reads the first screen needs, started with the page instead of once its code has rendered (ADR 068): the
 * first request of the same read takes the answer already on its way, whatever it is (an error included), so
 * the screen shows exactly what it would have. Answers not taken belong to who was signed in when the page
 * loaded: a change of session drops them (forgetEarlyRequests).
 */
const early = new Map<string, Promise<Response>>();
const NULL_BODY_STATUSES = [204, 205, 304];

/** Starts GET `url` now with these request options, once; see takeEarlyRequest. */
export function requestEarly(url: string, init: RequestInit): void {
  if (early.has(url)) return;
  // Read at once: the browser holds a request's connection until its answer is read, and an answer may never be
  // taken (the teams of a visitor who turns out to be signed out).
  const answer = fetch(url, init).then(async (response) => {
    const body = await response.arrayBuffer();
    // A 204 or 304 may not be rebuilt with a body, even an empty one.
    const rebuilt = NULL_BODY_STATUSES.includes(response.status) ? null : body;
    return new Response(rebuilt, { status: response.status, statusText: response.statusText, headers: response.headers });
  });
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

/**
 * The status of the early answer to GET `url` once it is in, without taking it; undefined when none was started
 * (or it was dropped) or it failed to arrive.
 */
export function earlyStatus(url: string): Promise<number | undefined> {
  const answer = early.get(url);
  return answer ? answer.then((response) => response.status, () => undefined) : Promise.resolve(undefined);
}

export function forgetEarlyRequests(): void {
  early.clear();
}
