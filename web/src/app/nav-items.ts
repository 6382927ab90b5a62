export interface NavItem {
  to: string;
  label: string;
  /** Other routes of the same screen, so its entry stays highlighted there too. */
  aliases?: string[];
}

export interface HeaderNavItem extends NavItem {
  /** docs/product/header-and-leagues.md: the label used on small screens. */
  short: string;
}

// docs/product/header-and-leagues.md: the header's links, labels and short labels, verbatim.
export const HEADER_NAV_ITEMS: HeaderNavItem[] = [
  { to: '/game-hub', label: 'GameHub', short: 'Hub' },
  { to: '/matchup', label: 'H2H Predictor', short: 'H2H' },
  { to: '/over-under', label: 'Over/Under', short: 'O/U' },
  { to: '/profit-target', label: 'Prophet Target', short: 'Prophet', aliases: ['/profit-calculator'] },
  { to: '/parlay-tracker', label: 'Performance', short: 'Perf' },
];

/** The dashboard: the brand link goes there too, so being on it does not mark the More menu as current. */
export const HOME_NAV_ITEM: NavItem = { to: '/', label: 'Dashboard' };

/**
 * Every other signed-in screen (docs/product/header-and-leagues.md), so the header reaches all of them
 * (ADR 008). The first description names no header entry for these; the labels are the screens' own titles.
 */
export const MORE_NAV_ITEMS: NavItem[] = [
  { to: '/live-game-slate', label: 'Upcoming Games Slate' },
  { to: '/slate-analyzer', label: 'Game Slate Analyzer' },
  { to: '/arbitrage', label: 'Arbitrage & Hedging' },
  { to: '/success-predictor', label: 'Success Predictor' },
  { to: '/watchlist', label: 'Watchlist & Favorites' },
  { to: '/live-simulation', label: 'Football Simulator', aliases: ['/simple-simulation'] },
  // The Model Report (ADR 022).
  { to: '/model', label: 'Model Report' },
  // The market board (ADR 049).
  { to: '/odds', label: 'Odds Board' },
  { to: '/ev', label: '+EV Bets' },
  { to: '/scanner', label: 'Arbitrage Scanner' },
];

export function isCurrentNavItem(item: NavItem, pathname: string): boolean {
  return pathname === item.to || (item.aliases?.includes(pathname) ?? false);
}
