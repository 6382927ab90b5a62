import { useId } from 'react';
import { formatMetric, type LegProbability, type ParlayLeg } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { legSourceText } from '@/lib/headline';
import { usePriceFormat } from '@/lib/odds-format';
import { CONFIDENCE_MAX, CONFIDENCE_MIN, CONFIDENCE_STEP, losingSide, sliderValueOf, type LegPrediction } from './success-rate';

interface LegPredictionCardProps {
  leg: ParlayLeg;
  index: number;
  prediction: LegPrediction;
  winnerChoices: readonly string[];
  /** The side the leg is on (one of `winnerChoices`, or 'Over'/'Under'); null when its selection names none. */
  pick: string | null;
  /** The leg's starting probability (the Playbook model's, else the stat comparison's); null when neither knows the game. */
  model: LegProbability | null;
  onChange: (next: LegPrediction) => void;
}

function ModelNote({ model }: { model: LegProbability | null }) {
  if (model === null) {
    return <p className="text-xs text-muted-foreground">The stored data does not know this game, so the slider starts at 50.</p>;
  }
  return (
    <p className="text-xs text-muted-foreground">
      Starts at {sliderValueOf(model.probability)}%: the {legSourceText(model.source)} gives this leg {formatMetric('confidence', model.probability)}. {model.basis}.
    </p>
  );
}

function ChoiceGroup({ name, label, choices, value, onChange }: { name: string; label: string; choices: readonly { value: string; label: string }[]; value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} className="accent-primary" />
            <span className="break-words">{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The leg wins only on its own pick; a prediction of the other side (or the other side of the total) says the
 * leg loses, which the confidence slider cannot express, so the card says so (and the success counts it lost).
 */
function disagreement(leg: ParlayLeg, prediction: LegPrediction, pick: string | null): string | null {
  const chosen = losingSide(leg.type, prediction, pick);
  return chosen === null ? null : `This leg is on ${pick ?? ''}: with ${chosen} it loses.`;
}

/** docs/product/success-predictor.md "Leg prediction": winner or over/under, and a confidence slider 0-100 in steps of 5. */
export function LegPredictionCard({ leg, index, prediction, winnerChoices, pick, model, onChange }: LegPredictionCardProps) {
  const loses = disagreement(leg, prediction, pick);
  const price = usePriceFormat();
  const id = useId();
  const sliderId = `${id}-confidence`;
  return (
    <li className="grid min-w-0 gap-3 rounded-lg border bg-card p-4" aria-label={`Leg ${index + 1}: ${leg.selection}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium break-words">
            Leg {index + 1}: {leg.selection}
          </p>
          <p className="text-sm text-muted-foreground break-words">{leg.game}</p>
        </div>
        <div className="flex gap-2">
          <Badge variant="outline">{leg.type}</Badge>
          <Badge variant="secondary">{price(leg.odds)}</Badge>
        </div>
      </div>
      {leg.type === 'total' ? (
        <ChoiceGroup
          name={`${id}-total`}
          label="Over/Under"
          choices={[
            { value: 'over', label: 'Over' },
            { value: 'under', label: 'Under' },
          ]}
          value={prediction.overUnder}
          onChange={(value) => onChange({ ...prediction, overUnder: value === 'over' || value === 'under' ? value : '' })}
        />
      ) : (
        <ChoiceGroup
          name={`${id}-winner`}
          label="Winner"
          choices={winnerChoices.map((team) => ({ value: team, label: team }))}
          value={prediction.winner}
          onChange={(winner) => onChange({ ...prediction, winner })}
        />
      )}
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <label htmlFor={sliderId} className="font-medium">
            Confidence
          </label>
          <span className="tabular-nums" aria-hidden="true">
            {prediction.confidence}%
          </span>
        </div>
        <input
          id={sliderId}
          type="range"
          min={CONFIDENCE_MIN}
          max={CONFIDENCE_MAX}
          step={CONFIDENCE_STEP}
          value={prediction.confidence}
          aria-valuetext={`${prediction.confidence}%`}
          onChange={(event) => onChange({ ...prediction, confidence: Number(event.target.value) })}
          className="w-full accent-primary"
        />
        <ModelNote model={model} />
      </div>
      {loses && <p className="text-sm font-medium text-destructive">{loses}</p>}
    </li>
  );
}
