/**
 * How long a request may take to arrive, headers and body (ADR 041). Fastify's default is no limit, so a
 * client sending a body a byte a minute held its connection (and for an upload, its buffers) for good; Node's
 * own default is 300 s, and Fastify's documentation asks for a bound such as this one when no proxy is in
 * front, Playbook's default deployment. 120 s takes the largest upload (10 screenshots of 8 MB) at 5.5 Mbit/s,
 * one phone screenshot at any speed. The time a handler takes afterwards (an OCR run, a search) is not counted.
 */
export const REQUEST_TIMEOUT_MS = 120_000;

/**
 * Fastify's options for that bound. Node looks for overdue requests every `connectionsCheckingInterval`
 * (30 s by default), so a request is cut between the bound and the bound plus that interval; a quarter of the
 * bound keeps a short bound (tests) short. Headers keep Node's 60 s, which must not exceed the whole.
 */
export function requestTimeoutOptions(timeoutMs: number): {
  requestTimeout: number;
  http: { connectionsCheckingInterval: number; headersTimeout: number };
} {
  return {
    requestTimeout: timeoutMs,
    http: { connectionsCheckingInterval: Math.min(30_000, Math.ceil(timeoutMs / 4)), headersTimeout: Math.min(60_000, timeoutMs) },
  };
}
