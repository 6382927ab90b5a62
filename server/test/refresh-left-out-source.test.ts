import type { HubLeague } from '@playbook/contracts';
import { refreshAllResponseSchema } from '@playbook/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshLog } from '../src/db/sports-schema.ts';
import { SourceError } from '../src/providers/http/source-error.ts';
import { withSourceFailure } from '../src/providers/live/with-source-failure.ts';
import type { LeagueSnapshot } from '../src/providers/records.ts';
import { FixtureProvider } from './fixtures/fixture-provider.ts';
import { useSportsApp } from './helpers/use-test-app.ts';

const QUOTA_REASON = '/v4/sports/americanfootball_nfl/odds answered HTTP 401';

/** The fixture season, with the NFL's Odds API prices left out as the live provider leaves them when that source fails. */
class OddsApiDownProvider extends FixtureProvider {
  oddsApiDown = false;

  override async fetchLeague(league: HubLeague, now: Date): Promise<LeagueSnapshot> {
    const snapshot = await super.fetchLeague(league, now);
    return this.oddsApiDown && league === 'NFL' ? withSourceFailure(snapshot, 'odds-api', new SourceError('odds-api', QUOTA_REASON, 401)) : snapshot;
  }
}

describe('Refresh All Data while a secondary source is left out (ADR 030)', () => {
  const provider = new OddsApiDownProvider();
  const t = useSportsApp({ provider });

  it('answers 200 with both counts, names the source left out beside its league, and notes it in the refresh log', async () => {
    provider.oddsApiDown = true;
    const response = await t.post('/api/teams/refresh-all');
    expect(response.statusCode).toBe(200);
    expect(refreshAllResponseSchema.parse(response.json())).toEqual({
      results: { nfl: { count: 4, sourceFailures: [{ source: 'odds-api', message: QUOTA_REASON }] }, ncaa: { count: 4 } },
    });
    const latest = (league: HubLeague) =>
      t.app.db.select().from(refreshLog).where(and(eq(refreshLog.league, league), eq(refreshLog.kind, 'league'))).orderBy(desc(refreshLog.id)).limit(1);
    const [nfl] = await latest('NFL');
    const [ncaa] = await latest('NCAA');
    expect(nfl).toMatchObject({
      outcome: 'success',
      error: `odds-api left out: ${QUOTA_REASON}`,
      leftOutSources: ['odds-api'],
      counts: expect.objectContaining({ failedSources: 1 }) as unknown,
    });
    expect(ncaa).toMatchObject({ outcome: 'success', error: null, leftOutSources: [], counts: expect.objectContaining({ failedSources: 0 }) as unknown });
  });
});
