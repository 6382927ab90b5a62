/**
 * Week 2 of the ESPN fixture season as The Odds API lists it: its two Sunday games, HOU-BUF (ESPN 401003) kicking off
 * at 17:00 and KC-PHI (401004) at 00:20, and a spreads market of one, for tests that serve a local Odds API.
 */
export const kcPhi = { id: 'ev-kc-phi', sport_key: 'americanfootball_nfl', commence_time: '2025-09-15T00:20:00Z', home_team: 'Kansas City Chiefs', away_team: 'Philadelphia Eagles' };
export const houBuf = { id: 'ev-hou-buf', sport_key: 'americanfootball_nfl', commence_time: '2025-09-14T17:00:00Z', home_team: 'Houston Texans', away_team: 'Buffalo Bills' };

export type OddsApiEvent = typeof kcPhi;

/** The spreads market of `event`: the home side at `point` and `price`, the away side at the opposite point. */
export const spread = (event: OddsApiEvent, point: number, price: number) => ({
  key: 'spreads',
  outcomes: [
    { name: event.home_team, price, point },
    { name: event.away_team, price, point: -point },
  ],
});
