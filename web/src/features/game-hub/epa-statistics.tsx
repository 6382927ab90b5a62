import { epaTone, formatMetric, type EpaTone } from '@playbook/core';
import { cn } from '@/lib/utils';
import type { GameEpa } from './game-epa';

const TONE_CLASS: Record<EpaTone, string> = { good: 'text-green-700', bad: 'text-red-700', even: 'text-muted-foreground' };

function EpaValue({ side, value }: { side: 'offense' | 'defense'; value: number }) {
  const tone = epaTone(side, value);
  return (
    <td className={cn('px-2 py-1 text-right font-medium tabular-nums', TONE_CLASS[tone])} data-tone={tone}>
      {formatMetric('ppa', value)}
    </td>
  );
}

/** docs/product/game-hub.md NCAA EPA Statistics: offense EPA above 0 and defense EPA below 0 are green (good), the other sign red. */
export function EpaStatistics({ epa, awayTeam, homeTeam }: { epa: GameEpa; awayTeam: string; homeTeam: string }) {
  const rows = [
    { team: awayTeam, value: epa.away },
    { team: homeTeam, value: epa.home },
  ];
  return (
    <section className="grid gap-1 rounded-md border p-3 text-sm">
      <p className="font-medium">EPA Statistics</p>
      <table className="w-full table-fixed" aria-label={`EPA Statistics: ${awayTeam} @ ${homeTeam}`}>
        <thead>
          <tr className="text-xs text-muted-foreground">
            <th className="px-2 py-1 text-left font-normal">Team</th>
            <th className="w-20 px-2 py-1 text-right font-normal">Offense</th>
            <th className="w-20 px-2 py-1 text-right font-normal">Defense</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team}>
              <th scope="row" className="truncate px-2 py-1 text-left font-normal" title={row.team}>
                {row.team}
              </th>
              <EpaValue side="offense" value={row.value.offense} />
              <EpaValue side="defense" value={row.value.defense} />
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-xs text-muted-foreground">EPA per play this season; offense higher is better, defense lower is better.</p>
    </section>
  );
}
