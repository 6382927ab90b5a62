import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveSourceSettings } from '../../src/config.ts';

/** The real sources a stand-in answers for, told apart by the path prefix each is served under. */
export type StandInSource = 'espn' | 'odds-api' | 'cfbd';

const PREFIXES: Readonly<Record<StandInSource, string>> = {
  espn: '/apis/site/v2/sports',
  'odds-api': '',
  cfbd: '/cfbd',
};

/**
 * What the stand-in serves: the payload for a request (its path under the source's base URL, and its query),
 * or undefined for a 404 (ESPN's answer for a college injury list, or a path the stand-in does not know).
 */
export type StandInAnswers = (source: StandInSource, path: string, query: URLSearchParams) => unknown;

export interface StandInOptions {
  answers: StandInAnswers;
  /** Every answer waits this long first: the real sources' latency (about 150 ms a request from a home line). */
  latencyMs: number;
  /** When given, every request waits for it too: a test holds the load where it wants to look at it. */
  held?: Promise<void>;
}

export interface StandIn {
  /** The sources' base URLs on the stand-in, keys included (any key: the stand-in checks none). */
  liveSources: LiveSourceSettings;
  /** Requests answered so far, per source. */
  requests: Record<StandInSource, number>;
  close(): Promise<void>;
}

function sourceOf(path: string): StandInSource {
  if (path.startsWith(PREFIXES.espn)) return 'espn';
  if (path.startsWith(PREFIXES.cfbd)) return 'cfbd';
  return 'odds-api';
}

/**
 * A stand-in for ESPN, The Odds API and CollegeFootballData on loopback: real payloads at the real sources' paths,
 * each answer after the sources' latency. Used to watch a first start against the real sources (bench:first-start)
 * and to test it over HTTP without the network.
 */
export async function startStandIn(options: StandInOptions): Promise<StandIn> {
  const requests: Record<StandInSource, number> = { espn: 0, 'odds-api': 0, cfbd: 0 };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const source = sourceOf(url.pathname);
    const answer = async (): Promise<void> => {
      await options.held;
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
      requests[source] += 1;
      const body = options.answers(source, url.pathname.slice(PREFIXES[source].length), url.searchParams);
      response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? { error: 'not found' }));
    };
    answer().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    liveSources: {
      espnBaseUrl: `${base}${PREFIXES.espn}`,
      oddsApiBaseUrl: `${base}${PREFIXES['odds-api']}`,
      oddsApiKey: 'stand-in',
      cfbdBaseUrl: `${base}${PREFIXES.cfbd}`,
      cfbdApiKey: null,
    },
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
