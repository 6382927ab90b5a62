import { useMemo, useState } from 'react';
import type { LiveBettingLine } from '@playbook/contracts';
import { ChoiceSelect, type Choice } from '@/components/choice-select';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { formatAmericanOdds } from '@/lib/odds-format';
import { useLiveBettingLines } from '@/lib/queries/live-betting-lines';
import { problemProps, type FieldsProps } from './field-problems';
import type { RuleDraft } from './rule-draft';

const MEASURE_CHOICES: readonly Choice<RuleDraft['measure']>[] = [
  { value: 'price', label: 'Price' },
  { value: 'point', label: 'Point (spread or total)' },
];
const DIRECTION_CHOICES: readonly Choice<RuleDraft['direction']>[] = [
  { value: 'above', label: 'At or above' },
  { value: 'below', label: 'At or below' },
];

/** One choice per game of the slate's lines (its event id), in kick-off order. */
function gamesOf(lines: readonly LiveBettingLine[]): Choice[] {
  const games = new Map<string, Choice & { gameTime: string }>();
  for (const line of lines) {
    if (games.has(line.eventId)) continue;
    const day = new Date(line.gameTime).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
    games.set(line.eventId, { value: line.eventId, label: `${line.matchup} (${line.league}, ${day})`, gameTime: line.gameTime });
  }
  return [...games.values()]
    .sort((a, b) => a.gameTime.localeCompare(b.gameTime) || a.label.localeCompare(b.label))
    .map(({ value, label }) => ({ value, label }));
}

const lineLabel = (line: LiveBettingLine): string =>
  `${line.bookmaker}: ${line.description}${line.isAlternate ? ' (alternate)' : ''} at ${formatAmericanOdds(line.odds)}`;

/** A line rule: the game, then one of its lines at one book, then what to watch on it. */
export function LineRuleFields({ draft, change, invalid }: FieldsProps) {
  const lines = useLiveBettingLines();
  const [eventId, setEventId] = useState('');
  const games = useMemo(() => gamesOf(lines.data?.lines ?? []), [lines.data]);
  const gameLines = useMemo(
    () => (lines.data?.lines ?? []).filter((line) => line.eventId === eventId).map((line) => ({ value: line.id, label: lineLabel(line) })),
    [lines.data, eventId],
  );
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
        <ChoiceSelect
          id="alert-line-game"
         
          value={eventId}
          placeholder="Choose a game"
          choices={games}
          onChange={(next) => {
            setEventId(next);
            change({ lineId: '' });
          }}
        />
      </div>
      <div className="grid gap-1 sm:col-span-2">
        <Label htmlFor="alert-line">Line</Label>
        <ChoiceSelect
          id="alert-line"
          {...problemProps(invalid, 'lineId')}
         
          value={draft.lineId}
          placeholder={eventId === '' ? 'Choose a game first' : 'Choose a line'}
          disabled={eventId === ''}
          choices={gameLines}
          onChange={(lineId) => change({ lineId })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-line-measure">Watch its</Label>
        <ChoiceSelect id="alert-line-measure" {...problemProps(invalid, 'measure')} value={draft.measure} choices={MEASURE_CHOICES} onChange={(measure) => change({ measure })} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="alert-line-direction">When it reaches</Label>
        <ChoiceSelect id="alert-line-direction" value={draft.direction} choices={DIRECTION_CHOICES} onChange={(direction) => change({ direction })} />
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
