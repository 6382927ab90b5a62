/**
 * Bet slips and odds boards drawn as HTML in the manner of the big US books' phone and desktop screens (issue
 * 25): their colours, label wording, name styles, sign glyphs, team logos and surrounding chrome (status bar,
 * tabs, buttons). The parser never sees this file: it reads only the rendered pixels.
 */
import type { TeamReference } from '@playbook/core';
import type { BoardCase, BoardGame, BookStyle, EvalCase, Market, SlipCase, TrueLine } from './eval-cases.ts';

type NameStyle = 'full' | 'nick' | 'codeNick' | 'code';

interface Book {
  font: string;
  light: Palette;
  dark: Palette;
  slipName: NameStyle;
  boardName: NameStyle;
  matchupName: NameStyle;
  joiner: string;
  minus: string;
  even: string;
  labels: Record<Market, string>;
  altLabels: Record<'spread' | 'total', string>;
  upper: boolean;
  /** Where the matchup sits in a slip leg: under the pick or above it. */
  matchupAbove: boolean;
  parlayLabel: (legs: number) => string;
  wagerLabel: string;
  /** 'To Win' shows the profit; a payout label shows stake plus profit. */
  winLabel: string;
  winIsPayout: boolean;
  columns: Market[];
  columnLabels: Record<Market, string>;
  stacked: boolean;
  totalText: (side: 'over' | 'under', point: string) => string;
  logos: boolean;
  records: boolean;
}

interface Palette {
  bg: string;
  card: string;
  text: string;
  muted: string;
  accent: string;
  button: string;
  border: string;
}

const DARK_GREY: Palette = { bg: '#121212', card: '#1f1f1f', text: '#f2f2f2', muted: '#9b9b9b', accent: '#53d337', button: '#2d2d2d', border: '#333' };
const WHITE: Palette = { bg: '#f2f4f7', card: '#ffffff', text: '#1b1f24', muted: '#6b7380', accent: '#1493ff', button: '#eef2f6', border: '#dde2e8' };

const BOOKS: Record<BookStyle, Book> = {
  draftkings: {
    font: '"DejaVu Sans", sans-serif',
    dark: DARK_GREY,
    light: { ...WHITE, accent: '#2f9e1f' },
    slipName: 'full',
    boardName: 'codeNick',
    matchupName: 'codeNick',
    joiner: '@',
    minus: '\u2212',
    even: '+100',
    labels: { spread: 'Spread', moneyline: 'Moneyline', total: 'Total' },
    altLabels: { spread: 'Alt Spread', total: 'Alt Total' },
    upper: false,
    matchupAbove: false,
    parlayLabel: (legs) => `${legs} Pick Parlay`,
    wagerLabel: 'Wager',
    winLabel: 'To Win',
    winIsPayout: false,
    columns: ['spread', 'total', 'moneyline'],
    columnLabels: { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' },
    stacked: true,
    totalText: (side, point) => `${side === 'over' ? 'O' : 'U'} ${point}`,
    logos: true,
    records: false,
  },
  fanduel: {
    font: '"DejaVu Sans", sans-serif',
    dark: { ...DARK_GREY, bg: '#0b1622', card: '#13212f', accent: '#1493ff', button: '#1c2f42', border: '#24384d' },
    light: WHITE,
    slipName: 'full',
    boardName: 'full',
    matchupName: 'full',
    joiner: '@',
    minus: '-',
    even: '+100',
    labels: { spread: 'Spread Betting', moneyline: 'Moneyline', total: 'Total Points' },
    altLabels: { spread: 'Alternate Spread', total: 'Alternate Total Points' },
    upper: true,
    matchupAbove: false,
    parlayLabel: (legs) => `${legs} leg parlay`,
    wagerLabel: 'Wager',
    winLabel: 'Potential Payout',
    winIsPayout: true,
    columns: ['spread', 'moneyline', 'total'],
    columnLabels: { spread: 'Spread', moneyline: 'Money', total: 'Total' },
    stacked: true,
    totalText: (side, point) => `${side === 'over' ? 'O' : 'U'} ${point}`,
    logos: false,
    records: false,
  },
  betmgm: {
    font: '"DejaVu Sans Condensed", "DejaVu Sans", sans-serif',
    dark: { ...DARK_GREY, bg: '#0d0d0d', card: '#1a1a1a', accent: '#dbb85e', button: '#262626' },
    light: { ...WHITE, accent: '#b08a2e' },
    slipName: 'nick',
    boardName: 'full',
    matchupName: 'nick',
    joiner: 'at',
    minus: '\u2212',
    even: '+100',
    labels: { spread: 'Spread', moneyline: 'Money Line', total: 'Totals' },
    altLabels: { spread: 'Alternate Spread', total: 'Alternate Totals' },
    upper: false,
    matchupAbove: true,
    parlayLabel: (legs) => `Parlay (${legs})`,
    wagerLabel: 'Stake',
    winLabel: 'Potential Payout',
    winIsPayout: true,
    columns: ['spread', 'total', 'moneyline'],
    columnLabels: { spread: 'Spread', total: 'Totals', moneyline: 'Money' },
    stacked: false,
    totalText: (side, point) => `${side === 'over' ? 'O' : 'U'} ${point}`,
    logos: true,
    records: false,
  },
  caesars: {
    font: '"DejaVu Sans", sans-serif',
    dark: { ...DARK_GREY, bg: '#0e1a2b', card: '#16263b', accent: '#c9a64f', button: '#203550', border: '#2a4262' },
    light: { ...WHITE, accent: '#8a6d1f' },
    slipName: 'codeNick',
    boardName: 'codeNick',
    matchupName: 'full',
    joiner: 'at',
    minus: '-',
    even: 'EVEN',
    labels: { spread: 'Point Spread', moneyline: 'Money Line', total: 'Total Points' },
    altLabels: { spread: 'Alternate Point Spread', total: 'Alternate Total Points' },
    upper: false,
    matchupAbove: false,
    parlayLabel: (legs) => `${legs}-Leg Parlay`,
    wagerLabel: 'Wager',
    winLabel: 'To Win',
    winIsPayout: false,
    columns: ['spread', 'total', 'moneyline'],
    columnLabels: { spread: 'SPREAD', total: 'TOTAL', moneyline: 'MONEY' },
    stacked: true,
    totalText: (side, point) => `${side === 'over' ? 'O' : 'U'} ${point}`,
    logos: true,
    records: false,
  },
  espnbet: {
    font: '"DejaVu Sans", sans-serif',
    dark: { ...DARK_GREY, bg: '#0a0a0a', card: '#161616', accent: '#2ee6a8', button: '#232323' },
    light: { ...WHITE, accent: '#0a7a55' },
    slipName: 'nick',
    boardName: 'nick',
    matchupName: 'code',
    joiner: '@',
    minus: '\u2212',
    even: 'EVEN',
    labels: { spread: 'Spread', moneyline: 'Moneyline', total: 'Total Points' },
    altLabels: { spread: 'Alt Spread', total: 'Alt Total' },
    upper: true,
    matchupAbove: false,
    parlayLabel: (legs) => `${legs}-Leg Parlay`,
    wagerLabel: 'Bet Amount',
    winLabel: 'To Win',
    winIsPayout: false,
    columns: ['spread', 'total', 'moneyline'],
    columnLabels: { spread: 'Spread', total: 'Total', moneyline: 'ML' },
    stacked: true,
    totalText: (side, point) => `${side === 'over' ? 'o' : 'u'}${point}`,
    logos: true,
    records: true,
  },
  fanatics: {
    font: '"DejaVu Sans", sans-serif',
    dark: { ...DARK_GREY, bg: '#101014', card: '#1c1c22', accent: '#e5312b', button: '#2a2a31' },
    light: { ...WHITE, accent: '#c8102e' },
    slipName: 'full',
    boardName: 'full',
    matchupName: 'nick',
    joiner: '@',
    minus: '\u2013',
    even: '+100',
    labels: { spread: 'Spread', moneyline: 'Moneyline', total: 'Total Points' },
    altLabels: { spread: 'Alternate Spread', total: 'Alternate Total' },
    upper: false,
    matchupAbove: false,
    parlayLabel: (legs) => `${legs} Leg Parlay`,
    wagerLabel: 'Wager',
    winLabel: 'Payout',
    winIsPayout: true,
    columns: ['spread', 'moneyline', 'total'],
    columnLabels: { spread: 'Spread', moneyline: 'Moneyline', total: 'Total' },
    stacked: true,
    totalText: (side, point) => `${side === 'over' ? 'O' : 'U'} ${point}`,
    logos: false,
    records: false,
  },
  betrivers: {
    font: '"DejaVu Sans", sans-serif',
    dark: { ...DARK_GREY, bg: '#0b2239', card: '#12304d', accent: '#fdb927', button: '#1a3d60', border: '#24507a' },
    light: { ...WHITE, accent: '#0b4f8a' },
    slipName: 'full',
    boardName: 'full',
    matchupName: 'full',
    joiner: '@',
    minus: '-',
    even: '+100',
    labels: { spread: 'Point Spread', moneyline: 'Moneyline', total: 'Total Points' },
    altLabels: { spread: 'Alternative Point Spread', total: 'Alternative Total Points' },
    upper: false,
    matchupAbove: true,
    parlayLabel: (legs) => `Parlay ${legs} Selections`,
    wagerLabel: 'Stake',
    winLabel: 'Potential Payout',
    winIsPayout: true,
    columns: ['spread', 'total', 'moneyline'],
    columnLabels: { spread: 'Spread', total: 'Total', moneyline: 'Moneyline' },
    stacked: false,
    totalText: (side, point) => `${side === 'over' ? 'O' : 'U'} ${point}`,
    logos: false,
    records: false,
  },
};

const TEAM_COLOURS: Record<string, string> = {
  KC: '#e31837', DEN: '#fb4f14', BUF: '#00338d', MIA: '#008e97', PHI: '#004c54', DAL: '#041e42', GB: '#203731', CHI: '#0b162a',
  SF: '#aa0000', SEA: '#002244', BAL: '#241773', PIT: '#ffb612', CIN: '#fb4f14', CLE: '#311d00', DET: '#0076b6', MIN: '#4f2683',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function nameOf(team: TeamReference, style: NameStyle): string {
  switch (style) {
    case 'full':
      return `${team.city} ${team.name}`;
    case 'nick':
      return team.name;
    case 'codeNick':
      return `${team.code} ${team.name}`;
    case 'code':
      return team.code;
  }
}

function signed(book: Book, value: number): string {
  return value < 0 ? `${book.minus}${Math.abs(value)}` : `+${value}`;
}

function priceText(book: Book, odds: number): string {
  return odds === 100 ? book.even : signed(book, odds);
}

function spreadText(book: Book, point: number): string {
  return point === 0 ? 'PK' : signed(book, point);
}

/** A team logo: a badge in the team's colour with a stylised mark, as books show beside names. */
function logo(team: TeamReference, size: number): string {
  const colour = TEAM_COLOURS[team.code] ?? '#555';
  return `<svg class="logo" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 1 L22 6 L20 18 L12 23 L4 18 L2 6 Z" fill="${colour}"/><text x="12" y="15.5" font-size="8" font-weight="bold" text-anchor="middle" fill="#fff" font-family="DejaVu Sans">${escapeHtml(team.code)}</text></svg>`;
}

function css(book: Book, palette: Palette): string {
  return `
  * { box-sizing: border-box; margin: 0; padding: 0; }
  body { background: ${palette.bg}; color: ${palette.text}; font-family: ${book.font}; font-size: 14px; }
  .status { display: flex; justify-content: space-between; padding: 8px 18px 6px; font-size: 13px; font-weight: 600; }
  .bar { display: flex; align-items: center; justify-content: space-between; padding: 10px 14px; border-bottom: 1px solid ${palette.border}; }
  .bar h1 { font-size: 18px; }
  .tabs { display: flex; gap: 16px; padding: 8px 14px; color: ${palette.muted}; font-size: 13px; border-bottom: 1px solid ${palette.border}; }
  .tabs .on { color: ${palette.text}; border-bottom: 2px solid ${palette.accent}; padding-bottom: 4px; font-weight: 600; }
  .card { background: ${palette.card}; margin: 8px 10px; border-radius: 10px; padding: 12px 14px; border: 1px solid ${palette.border}; }
  .leg { display: grid; grid-template-columns: auto 1fr auto; column-gap: 8px; row-gap: 3px; padding: 10px 0; border-bottom: 1px solid ${palette.border}; }
  .leg:last-child { border-bottom: none; }
  .leg .sel { font-weight: 700; font-size: 15px; }
  .leg .price { font-weight: 700; font-size: 15px; text-align: right; }
  .leg .sub { grid-column: 2 / 4; color: ${palette.muted}; font-size: 12px; }
  .leg .mark { grid-row: span 3; display: flex; align-items: flex-start; padding-top: 2px; }
  .dot { width: 14px; height: 14px; border-radius: 50%; border: 2px solid ${palette.accent}; display: inline-block; }
  .upper { text-transform: uppercase; letter-spacing: 0.04em; }
  .foot { display: flex; justify-content: space-between; align-items: center; padding: 6px 0; }
  .foot .label { color: ${palette.muted}; font-size: 13px; }
  .foot .value { font-weight: 700; font-size: 15px; }
  .input { border: 1px solid ${palette.border}; border-radius: 6px; padding: 6px 10px; min-width: 110px; text-align: right; background: ${palette.button}; }
  .cta { background: ${palette.accent}; color: #fff; border-radius: 8px; text-align: center; padding: 12px; margin: 10px; font-weight: 700; }
  .cta small { display: block; font-weight: 400; font-size: 12px; }
  .game { background: ${palette.card}; margin: 8px 10px; border-radius: 10px; padding: 10px 12px; border: 1px solid ${palette.border}; }
  .head { display: grid; align-items: end; color: ${palette.muted}; font-size: 12px; padding-bottom: 6px; column-gap: 6px; }
  .row { display: grid; align-items: center; column-gap: 6px; padding: 4px 0; }
  .team { display: flex; align-items: center; gap: 8px; font-weight: 600; font-size: 14px; min-width: 0; }
  .team .rec { color: ${palette.muted}; font-weight: 400; font-size: 12px; }
  .btn { background: ${palette.button}; border-radius: 6px; text-align: center; padding: 6px 4px; min-height: 44px; display: flex; flex-direction: column; justify-content: center; }
  .btn .line { font-weight: 600; font-size: 14px; }
  .btn .odds { color: ${palette.accent}; font-size: 13px; }
  .btn.flat { flex-direction: row; gap: 10px; justify-content: center; align-items: center; min-height: 36px; }
  .when { color: ${palette.muted}; font-size: 12px; padding-top: 6px; }
  .logo { flex: none; }
  `;
}

function page(book: Book, palette: Palette, width: number, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=${width}"><style>${css(book, palette)}</style></head><body style="width:${width}px">${body}</body></html>`;
}

const STATUS_BAR = '<div class="status"><span>9:41</span><span>5G &#9679;&#9679;&#9679; 87%</span></div>';

function gameOf(slip: SlipCase, leg: TrueLine): BoardGame {
  return slip.games.find((game) => game.away.code === leg.away)!;
}

function selectionText(book: Book, game: BoardGame, leg: TrueLine): string {
  if (leg.market === 'total') return `${leg.side === 'over' ? 'Over' : 'Under'} ${leg.point}`;
  const team = leg.side === game.away.code ? game.away : game.home;
  const name = nameOf(team, book.slipName);
  return leg.market === 'spread' ? `${name} ${spreadText(book, leg.point ?? 0)}` : name;
}

function marketLabel(book: Book, leg: TrueLine): string {
  if (leg.alt && leg.market !== 'moneyline') return book.altLabels[leg.market];
  return book.labels[leg.market];
}

function money(value: number): string {
  return `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function slipLeg(book: Book, slip: SlipCase, leg: TrueLine): string {
  const game = gameOf(slip, leg);
  const matchup = `${nameOf(game.away, book.matchupName)} ${book.joiner} ${nameOf(game.home, book.matchupName)}`;
  const selected = leg.market === 'total' ? undefined : leg.side === game.away.code ? game.away : game.home;
  const mark = book.logos && selected ? logo(selected, 22) : '<span class="dot"></span>';
  const pick = `<div class="sel">${escapeHtml(selectionText(book, game, leg))}</div><div class="price">${escapeHtml(priceText(book, leg.odds))}</div>`;
  const market = `<div class="sub${book.upper ? ' upper' : ''}">${escapeHtml(marketLabel(book, leg))}</div>`;
  const when = `<div class="sub">${escapeHtml(matchup)} &middot; ${escapeHtml(game.kickoff)}</div>`;
  const rows = book.matchupAbove ? `${when}${pick}${market}` : `${pick}${market}${when}`;
  return `<div class="leg"><div class="mark">${mark}</div>${rows}</div>`;
}

function slipHtml(evalCase: SlipCase, book: Book, palette: Palette): string {
  const legs = evalCase.legs.map((leg) => slipLeg(book, evalCase, leg)).join('');
  const winValue = book.winIsPayout ? evalCase.wager + evalCase.toWin : evalCase.toWin;
  const body = `${STATUS_BAR}
  <div class="bar"><h1>Bet Slip</h1><span style="color:${palette.accent}">Clear All</span></div>
  <div class="tabs"><span>Singles</span><span class="on">Parlay</span><span>Round Robin</span></div>
  <div class="card">
    <div class="foot"><span class="value">${escapeHtml(book.parlayLabel(evalCase.legs.length))}</span><span class="value" style="color:${palette.accent}">${escapeHtml(priceText(book, evalCase.parlayOdds))}</span></div>
    ${legs}
  </div>
  <div class="card">
    <div class="foot"><span class="label">${escapeHtml(book.wagerLabel)}</span><span class="value input">${money(evalCase.wager)}</span></div>
    <div class="foot"><span class="label">${escapeHtml(book.winLabel)}</span><span class="value">${money(winValue)}</span></div>
    <div class="foot"><span class="label">Accept odds changes</span><span class="label">Any odds &#8250;</span></div>
  </div>
  <div class="cta">Place Bet<small>Odds subject to change</small></div>`;
  return page(book, palette, evalCase.width, body);
}

function columnsTemplate(width: number, book: Book): string {
  const cell = width >= 900 ? 150 : Math.round((width - 40) * 0.2);
  return `grid-template-columns: 1fr repeat(${book.columns.length}, ${cell}px)`;
}

function boardButton(book: Book, game: BoardGame, market: Market, home: boolean): string {
  const flat = book.stacked ? '' : ' flat';
  const index = home ? 1 : 0;
  if (market === 'moneyline') return `<div class="btn${flat}"><span class="line">${escapeHtml(priceText(book, game.moneyline[index]))}</span></div>`;
  const top =
    market === 'spread'
      ? spreadText(book, home ? game.homeSpread : -game.homeSpread + 0)
      : book.totalText(home ? 'under' : 'over', String(game.total));
  const odds = market === 'spread' ? game.spreadOdds[index] : game.totalOdds[index];
  return `<div class="btn${flat}"><span class="line">${escapeHtml(top)}</span><span class="odds">${escapeHtml(priceText(book, odds))}</span></div>`;
}

function record(team: TeamReference): string {
  const wins = (team.code.charCodeAt(0) % 9) + 1;
  return `(${wins}-${11 - wins})`;
}

function boardTeamRow(book: Book, game: BoardGame, home: boolean, template: string): string {
  const team = home ? game.home : game.away;
  const name = `${book.logos ? logo(team, 22) : ''}<span>${escapeHtml(nameOf(team, book.boardName))}</span>${book.records ? `<span class="rec">${record(team)}</span>` : ''}`;
  const buttons = book.columns.map((market) => boardButton(book, game, market, home)).join('');
  return `<div class="row" style="${template}"><div class="team">${name}</div>${buttons}</div>`;
}

function boardHtml(evalCase: BoardCase, book: Book, palette: Palette): string {
  const template = columnsTemplate(evalCase.width, book);
  const header = (first: string) =>
    `<div class="head${book.upper ? ' upper' : ''}" style="${template}"><span>${escapeHtml(first)}</span>${book.columns.map((market) => `<span style="text-align:center">${escapeHtml(book.columnLabels[market])}</span>`).join('')}</div>`;
  const perGameHeader = evalCase.book !== 'fanduel' && evalCase.book !== 'fanatics';
  const games = evalCase.games
    .map(
      (game) =>
        `<div class="game">${perGameHeader ? header(game.kickoff) : ''}${boardTeamRow(book, game, false, template)}${boardTeamRow(book, game, true, template)}${perGameHeader ? '' : `<div class="when">${escapeHtml(game.kickoff)} &middot; More wagers &#8250;</div>`}</div>`,
    )
    .join('');
  const body = `${evalCase.width < 900 ? STATUS_BAR : ''}
  <div class="bar"><h1>NFL</h1><span style="color:${palette.accent}">Search</span></div>
  <div class="tabs"><span class="on">Game Lines</span><span>Player Props</span><span>Same Game Parlay</span><span>Futures</span></div>
  ${perGameHeader ? '' : `<div style="padding: 8px 10px 0">${header('Today')}</div>`}
  ${games}`;
  return page(book, palette, evalCase.width, body);
}

/** The page a case is rendered from. */
export function caseHtml(evalCase: EvalCase): string {
  const book = BOOKS[evalCase.book];
  const palette = evalCase.dark ? book.dark : book.light;
  return evalCase.kind === 'slip' ? slipHtml(evalCase, book, palette) : boardHtml(evalCase, book, palette);
}
