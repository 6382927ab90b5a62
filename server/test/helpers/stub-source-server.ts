import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stub answers one request with. `delayMs` holds the answer back (to trip a client's timeout). */
export interface StubResponse {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON-encoding `body` (a malformed or CSV payload). */
  rawBody?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export interface StubRequest {
  url: URL;
  headers: http.IncomingHttpHeaders;
}

export interface StubSourceServer {
  baseUrl: string;
  /** Every request received, oldest first. */
  requests: StubRequest[];
  close(): Promise<void>;
}

/**
 * A local HTTP server (port 0) standing in for an outside data source in tests: `answer` decides each
 * response from the request URL. Adapter tests never reach the internet.
 */
export async function startStubSourceServer(
  answer: (url: URL, request: StubRequest) => StubResponse | Promise<StubResponse>,
): Promise<StubSourceServer> {
  const requests: StubRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub.invalid');
    const stubRequest = { url, headers: req.headers };
    requests.push(stubRequest);
    void Promise.resolve(answer(url, stubRequest)).then((reply) => {
      const send = () => {
        if (res.destroyed) return;
        const text = reply.rawBody ?? JSON.stringify(reply.body ?? null);
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        res.end(text);
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
