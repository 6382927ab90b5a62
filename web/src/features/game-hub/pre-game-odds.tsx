import type { GameOdds } from '@playbook/contracts';
import { formatLocaleDateTime } from '@/lib/format';
import { formatSignedPoints, usePriceFormat } from '@/lib/odds-format';

const DASH = '-';

/** docs/product/game-hub.md: bookmaker, moneyline, spread, total (over and under) and when the book last moved. */
export function PreGameOdds({ odds: game, awayTeam, homeTeam }: { odds: GameOdds; awayTeam: string; homeTeam: string }) {
  const { moneyline, spread, total } = game;
  const price = usePriceFormat();
  const odds = (value: number | null) => (value === null ? DASH : price(value));
  const withPrice = (line: string, value: number | null) => (value === null ? line : `${line} (${odds(value)})`);
  // The stored spread is the home team's line; the away side gets the other sign.
  const awaySpread = spread.points === null ? DASH : formatSignedPoints(-spread.points);
  const homeSpread = spread.points === null ? DASH : formatSignedPoints(spread.points);
  const points = total.points === null ? DASH : String(total.points);
  const rows: { label: string; away: string; home: string }[] = [
    { label: 'Moneyline', away: odds(moneyline.away), home: odds(moneyline.home) },
    { label: 'Spread', away: withPrice(awaySpread, spread.away), home: withPrice(homeSpread, spread.home) },
  ];
  return (
    <section className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm" aria-label={`Pre-Game Odds: ${awayTeam} @ ${homeTeam}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <p className="font-medium">Pre-Game Odds</p>
        <span className="text-xs text-muted-foreground">{game.bookmaker}</span>
      </div>
      <dl className="grid gap-1">
        {rows.map((row) => (
          <div key={row.label} className="grid grid-cols-[5.5rem_1fr] gap-2">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className="min-w-0 tabular-nums break-words">
              {awayTeam} {row.away} · {homeTeam} {row.home}
            </dd>
          </div>
        ))}
        <div className="grid grid-cols-[5.5rem_1fr] gap-2">
          <dt className="text-muted-foreground">Total</dt>
          <dd className="min-w-0 tabular-nums">
            O {withPrice(points, total.over)} · U {withPrice(points, total.under)}
          </dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">Updated {formatLocaleDateTime(game.lastUpdate)}</p>
    </section>
  );
}
