import { readFileSync } from 'node:fs';
import { startStubSourceServer, type StubResponse, type StubSourceServer } from './stub-source-server.ts';

const fixtureDir = new URL('../../src/providers/espn/fixtures/', import.meta.url);

/** A fixture of the ESPN adapter's folder, parsed afresh each time (tests may change their copy). */
export function espnFixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(name, fixtureDir), 'utf8'));
}

/** How the stub ESPN misbehaves on the week-1 scoreboard (the second request of a refresh). */
export type EspnFault = 'timeout' | 'server-error' | 'rate-limited' | 'rate-limited-long' | 'malformed' | null;

export interface EspnFixtureServer {
  server: StubSourceServer;
  /** Makes the week-1 scoreboard misbehave from the next request on (null: behave). */
  setFault(fault: EspnFault): void;
  /** Serves the week-2 scoreboard's JSON text through `edit` from the next request on (a newer score or price; null: as saved). */
  editWeekTwo(edit: ((text: string) => string) | null): void;
}

/**
 * A local ESPN site API serving the fixture season: two regular-season weeks of NFL (week 2 current), the
 * summaries of week 1's two finished games, an injury list and a roster. With `collegeToo`, college football's
 * paths serve the same season (a league to add CFBD to); otherwise they answer 404 (not loaded).
 */
export async function startEspnFixtureServer({ collegeToo = false }: { collegeToo?: boolean } = {}): Promise<EspnFixtureServer> {
  let fault: EspnFault = null;
  let rateLimitedOnce = false;
  let weekTwoEdit: ((text: string) => string) | null = null;
  const weekOne = (): StubResponse => {
    const body = espnFixture('nfl-scoreboard-week1.json');
    switch (fault) {
      case 'timeout':
        return { body, delayMs: 5_000 };
      case 'server-error':
        return { status: 500, body: { error: 'internal' } };
      case 'rate-limited':
        // One 429 asking for a one-second wait, then the answer.
        if (rateLimitedOnce) return { body };
        rateLimitedOnce = true;
        return { status: 429, headers: { 'retry-after': '1' }, body: {} };
      case 'rate-limited-long':
        return { status: 429, headers: { 'retry-after': '120' }, body: {} };
      case 'malformed':
        return { rawBody: breakCompetitorsOf(JSON.stringify(body), '401002') };
      default:
        return { body };
    }
  };
  const server = await startStubSourceServer((url) => {
    const site = url.pathname.replace(/^\/apis\/site\/v2\/sports/, '');
    const path = collegeToo ? site.replace(/^\/football\/college-football\//, '/football/nfl/') : site;
    if (path === '/football/nfl/scoreboard' && url.searchParams.get('week') === '1') return weekOne();
    if (path === '/football/nfl/scoreboard') {
      const body = espnFixture('nfl-scoreboard-week2.json');
      return weekTwoEdit ? { rawBody: weekTwoEdit(JSON.stringify(body)) } : { body };
    }
    if (path === '/football/nfl/summary') return { body: espnFixture(`nfl-summary-${url.searchParams.get('event') ?? ''}.json`) };
    if (path === '/football/nfl/injuries') return { body: espnFixture('nfl-injuries.json') };
    // Every team gets the one roster fixture (the adapter files it under the team it asked for).
    if (/^\/football\/nfl\/teams\/\d+\/roster$/.test(path)) return { body: espnFixture('nfl-roster.json') };
    return { status: 404, body: { code: 404, message: 'Not Found' } };
  });
  return {
    server,
    setFault: (next) => {
      fault = next;
      rateLimitedOnce = false;
    },
    editWeekTwo: (edit) => {
      weekTwoEdit = edit;
    },
  };
}

/** The scoreboard text with one event's competitors turned from an array into a string (a changed shape). */
function breakCompetitorsOf(text: string, eventId: string): string {
  const key = '"competitors":[';
  const at = text.indexOf(key, text.indexOf(`"id":"${eventId}"`));
  return `${text.slice(0, at)}"competitors":"gone","was":[${text.slice(at + key.length)}`;
}
