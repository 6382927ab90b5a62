import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/** Debian's fonts-dejavu-core (scripts/install-system-deps.sh installs it): a real font, nothing downloaded. */
export const SLIP_FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FAMILY = 'DejaVu Sans';

let registered = false;
function registerFont(): void {
  if (registered) return;
  if (!existsSync(SLIP_FONT_FILE)) throw new Error(`${SLIP_FONT_FILE} is missing: run scripts/install-system-deps.sh`);
  GlobalFonts.registerFromPath(SLIP_FONT_FILE, FAMILY);
  registered = true;
}

export type SlipImageType = 'image/png' | 'image/jpeg' | 'image/webp';

/**
 * A bet-slip screenshot drawn by the test itself: dark text on white, one text line per row, as a phone
 * shows a sportsbook slip. Never a downloaded image.
 */
export function slipImage(lines: readonly string[], type: SlipImageType = 'image/png'): Buffer {
  registerFont();
  const rowHeight = 44;
  const canvas = createCanvas(640, 40 + lines.length * rowHeight);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = `28px "${FAMILY}"`;
  lines.forEach((line, index) => context.fillText(line, 24, 50 + index * rowHeight));
  // Overloads per MIME type: each literal picks its own.
  if (type === 'image/jpeg') return canvas.toBuffer('image/jpeg');
  if (type === 'image/webp') return canvas.toBuffer('image/webp');
  return canvas.toBuffer('image/png');
}

interface SlipRow {
  left: string;
  right?: string;
  /** A smaller grey caption line (market name, matchup). */
  caption?: boolean;
}

/** The same three games as a phone's bet slip shows them: each pick, its price right-aligned, then captions. */
const PHONE_SLIP: readonly SlipRow[] = [
  ['Chiefs -3.5', '-110', 'Spread', 'Chiefs @ Bills'],
  ['Over 47.5', '-105', 'Total Points', 'Chiefs @ Bills'],
  ['Eagles ML', '-150', 'Moneyline', 'Eagles vs Cowboys'],
  ['Under 44', '+100', 'Total Points', 'Eagles vs Cowboys'],
  ['Bears +6', '-115', 'Spread', 'Packers at Bears'],
  ['Packers ML', '+120', 'Moneyline', 'Packers at Bears'],
].flatMap(([pick = '', price = '', market = '', game = '']) => [{ left: pick, right: price }, { left: market, caption: true }, { left: game, caption: true }]);

/**
 * THREE_GAME_SLIP laid out as a sportsbook app's slip in dark mode: the matchup under each pick in small grey
 * type, prices right-aligned, and the wager line at the foot. Reads to THREE_GAME_SLIP_LINES.
 */
export function phoneSlipImage(): Buffer {
  registerFont();
  const rows: readonly SlipRow[] = [...PHONE_SLIP, { left: 'Wager $10.00', right: 'To Win $96.40' }];
  const canvas = createCanvas(390, 30 + rows.length * 30);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1b1d21';
  context.fillRect(0, 0, canvas.width, canvas.height);
  rows.forEach((row, index) => {
    const y = 34 + index * 30;
    context.font = `${row.caption ? 16 : 22}px "${FAMILY}"`;
    context.fillStyle = row.caption ? '#9aa0a6' : '#f5f5f5';
    context.textAlign = 'left';
    context.fillText(row.left, 16, y);
    if (row.right) {
      context.textAlign = 'right';
      context.fillText(row.right, canvas.width - 16, y);
    }
  });
  return canvas.toBuffer('image/png');
}

/** The three-game slip the tests read: a matchup above its picks, as odds boards and slips list them. */
export const THREE_GAME_SLIP = [
  'Chiefs @ Bills',
  'Chiefs -3.5  -110',
  'Over 47.5  -105',
  'Eagles vs Cowboys',
  'Eagles ML  -150',
  'Under 44  +100',
  'Packers at Bears',
  'Bears +6  -115',
  'Packers ML  +120',
] as const;

/** What THREE_GAME_SLIP says, line by line (teams by their full names): the answer a perfect reading gives. */
export const THREE_GAME_SLIP_LINES = [
  { game: 'Kansas City Chiefs @ Buffalo Bills', type: 'spread', description: 'Kansas City Chiefs -3.5', odds: -110 },
  { game: 'Kansas City Chiefs @ Buffalo Bills', type: 'total', description: 'Over 47.5', odds: -105 },
  { game: 'Philadelphia Eagles @ Dallas Cowboys', type: 'moneyline', description: 'Philadelphia Eagles ML', odds: -150 },
  { game: 'Philadelphia Eagles @ Dallas Cowboys', type: 'total', description: 'Under 44', odds: 100 },
  { game: 'Green Bay Packers @ Chicago Bears', type: 'spread', description: 'Chicago Bears +6', odds: -115 },
  { game: 'Green Bay Packers @ Chicago Bears', type: 'moneyline', description: 'Green Bay Packers ML', odds: 120 },
] as const;

/** The fields of docs/product/profit-target.md betting line, without the reading's confidence and review marks. */
export function plainLines(lines: readonly { game: string; type: string; description: string; odds: number }[]) {
  return lines.map(({ game, type, description, odds }) => ({ game, type, description, odds }));
}
