import { useMemo, useState } from 'react';
import type { LiveBettingLine } from '@playbook/contracts';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { formatAmericanOdds } from '@/lib/odds-format';
import { useLiveBettingLines } from '@/lib/queries/live-betting-lines';
import { problemProps, type FieldsProps } from './field-problems';
import type { RuleDraft } from './rule-draft';

const SELECT_CLASS = 'h-9 w-full min-w-0 rounded-md border bg-background px-2 text-sm';

/** One entry per game of the slate's lines, in kick-off order. */
function gamesOf(lines: readonly LiveBettingLine[]): { eventId: string; label: string }[] {
  const games = new Map<string, { eventId: string; label: string; gameTime: string }>();
  for (const line of lines) {
    if (games.has(line.eventId)) continue;
    const day = new Date(line.gameTime).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    games.set(line.eventId, { eventId: line.eventId, label: `${line.matchup} (${line.league}, ${day})`, gameTime: line.gameTime });
  }
  return [...games.values()].sort((a, b) => a.gameTime.localeCompare(b.gameTime) || a.label.localeCompare(b.label));
}

const lineLabel = (line: LiveBettingLine): string =>
  `${line.bookmaker}: ${line.description}${line.isAlternate ? ' (alternate)' : ''} at ${formatAmericanOdds(line.odds)}`;

/** A line rule: the game, then one of its lines at one book, then what to watch on it. */
export function LineRuleFields({ draft, change, invalid }: FieldsProps) {
  const lines = useLiveBettingLines();
  const [eventId, setEventId] = useState('');
  const games = useMemo(() => gamesOf(lines.data?.lines ?? []), [lines.data]);
  const gameLines = useMemo(() => (lines.data?.lines ?? []).filter((line) => line.eventId === eventId), [lines.data, eventId]);
  if (lines.isPending) return <p className="text-sm text-muted-foreground">Loading the lines you can watch…</p>;
  if (lines.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The lines could not be loaded: {describeError(lines.error)}
      </p>
    );
  }
  if (games.length === 0) return <p className="text-sm text-muted-foreground">No game has lines posted right now.</p>;
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor="alert-line-game">Game</Label>
        <select
          id="alert-line-game"
          className={SELECT_CLASS}
          value={eventId}
          onChange={(event) => {
            setEventId(event.target.value);
            change({ lineId: '' });
          }}
        >
          <option value="">Choose a game</option>
          {games.map((game) => (
            <option key={game.eventId} value={game.eventId}>
              {game.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor="alert-line">Line</Label>
        <select id="alert-line" {...problemProps(invalid, 'lineId')} className={SELECT_CLASS} value={draft.lineId} disabled={eventId === ''} onChange={(event) => change({ lineId: event.target.value })}>
          <option value="">{eventId === '' ? 'Choose a game first' : 'Choose a line'}</option>
          {gameLines.map((line) => (
            <option key={line.id} value={line.id}>
              {lineLabel(line)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-line-measure">Watch its</Label>
        <select id="alert-line-measure" {...problemProps(invalid, 'measure')} className={SELECT_CLASS} value={draft.measure} onChange={(event) => change({ measure: event.target.value as RuleDraft['measure'] })}>
          <option value="price">Price</option>
          <option value="point">Point (spread or total)</option>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-line-direction">When it reaches</Label>
        <select
          id="alert-line-direction"
          className={SELECT_CLASS}
          value={draft.direction}
          onChange={(event) => change({ direction: event.target.value as RuleDraft['direction'] })}
        >
          <option value="above">At or above</option>
          <option value="below">At or below</option>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-line-threshold">Threshold</Label>
        <Input
          id="alert-line-threshold"
          {...problemProps(invalid, 'threshold')}
          inputMode="decimal"
          placeholder={draft.measure === 'price' ? '+150' : '-3.5'}
          value={draft.threshold}
          onChange={(event) => change({ threshold: event.target.value })}
        />
      </div>
    </div>
  );
}
