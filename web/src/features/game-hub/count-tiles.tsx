import { Card } from '@/components/ui/card';
import type { CountTile } from './hub-counts';

/** docs/product/game-hub.md: six count tiles, scheduled and with-odds games per league. */
export function CountTiles({ tiles }: { tiles: CountTile[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" aria-label="Game counts">
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Card className="flex h-full min-w-0 flex-col gap-1 p-3 sm:p-4">
            <h2 className="text-xs font-medium text-muted-foreground">{tile.label}</h2>
            <p className="text-2xl font-bold tabular-nums">{tile.value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
