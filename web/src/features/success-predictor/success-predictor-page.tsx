import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Calculator } from 'lucide-react';
import type { StoredParlay } from '@playbook/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { usePriceFormat } from '@/lib/odds-format';
import { readGeneratedParlays } from '@/lib/parlay-storage';
import { browserStorage } from '@/lib/selected-lines-storage';
import { toast } from '@/lib/toast';
import { LegPredictionCard } from './leg-prediction-card';
import { modelLegProbability, winnerChoices, type StoredModelData } from './leg-model';
import {
  compareSuccess,
  CONFIDENCE_DEFAULT,
  defaultLegPrediction,
  losingSide,
  MISSING_PREDICTIONS_MESSAGE,
  MISSING_PREDICTIONS_TITLE,
  predictionsComplete,
  sliderValueOf,
  type LegPrediction,
  type SuccessComparison,
} from './success-rate';
import { SuccessResult } from './success-result';
import { useFootballModelData } from '@/lib/queries/football-model-data';

function BackToGenerator() {
  return (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/profit-calculator">
        <ArrowLeft aria-hidden="true" />
        Back to Parlay Generator
      </Link>
    </Button>
  );
}

function NoParlays() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 p-5 text-center sm:p-8">
        <p className="text-sm text-muted-foreground">No generated parlays yet. Generate parlays in the Parlay Generator, then come back to predict their success.</p>
        <Button asChild className="h-auto min-h-10 whitespace-normal">
          <Link to="/profit-calculator">
            <Calculator aria-hidden="true" />
            Go to the Parlay Generator
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * Spec 2 §4 Predictor: selecting a parlay resets each leg (and clears the result). Beyond the spec, a leg the
 * stored data knows starts at the model's probability (to the slider's step) instead of 50.
 */
function initialPredictions(parlay: StoredParlay, data: StoredModelData | null): LegPrediction[] {
  return parlay.legs.map((leg, index) => {
    const model = data ? modelLegProbability(leg, data) : null;
    return defaultLegPrediction(index, model ? sliderValueOf(model.probability) : CONFIDENCE_DEFAULT);
  });
}

const parlayLabel = (parlay: StoredParlay, price: (americanOdds: number) => string) => `${parlay.parlayDescription} (${price(parlay.totalAmericanOdds)})`;

/** Spec 2 §2 'Success Predictor' (/success-predictor): the user's confidence per leg against the market's. */
export function SuccessPredictorPage() {
  const [parlays] = useState(() => readGeneratedParlays(browserStorage()));
  const { data } = useFootballModelData();
  const price = usePriceFormat();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [predictions, setPredictions] = useState<LegPrediction[]>([]);
  const [result, setResult] = useState<SuccessComparison | null>(null);
  const parlay = parlays.find((p) => p.id === selectedId) ?? null;
  const models = useMemo(() => parlay?.legs.map((leg) => (data ? modelLegProbability(leg, data) : undefined)) ?? [], [parlay, data]);

  const select = (id: string) => {
    const next = parlays.find((p) => p.id === id);
    if (!next) return;
    setSelectedId(id);
    setPredictions(initialPredictions(next, data));
    setResult(null);
  };

  const calculate = () => {
    if (!parlay) return;
    if (!predictionsComplete(parlay.legs, predictions)) {
      toast({ title: MISSING_PREDICTIONS_TITLE, description: MISSING_PREDICTIONS_MESSAGE, variant: 'destructive' });
      return;
    }
    const loses = parlay.legs.map((leg, index) => {
      const prediction = predictions[index];
      return prediction !== undefined && losingSide(leg.type, prediction, models[index]?.pick) !== null;
    });
    setResult(compareSuccess(predictions, parlay.impliedProbability, loses));
  };

  return (
    <div className="grid min-w-0 gap-6">
      <BackToGenerator />
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Success Predictor</h1>
        <p className="text-sm text-muted-foreground">Your confidence in each leg against the probability the odds imply.</p>
      </header>
      {parlays.length === 0 ? (
        <NoParlays />
      ) : (
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Choose a Parlay</CardTitle>
            <CardDescription>From the parlays you generated last ({parlays.length}).</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            <Label htmlFor="success-parlay">Parlay</Label>
            {data === null ? (
              <Spinner label="Loading team data..." className="justify-start" />
            ) : (
              <Select value={selectedId ?? ''} onValueChange={select}>
                <SelectTrigger id="success-parlay" className="h-auto min-h-10 w-full min-w-0 text-left">
                  <SelectValue placeholder="Select a generated parlay" />
                </SelectTrigger>
                <SelectContent className="max-w-[calc(100vw-2rem)]">
                  {parlays.map((p) => (
                    <SelectItem key={p.id} value={p.id} className="whitespace-normal">
                      {parlayLabel(p, price)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </CardContent>
        </Card>
      )}
      {parlay && (
        <section aria-labelledby="leg-predictions-title" className="grid gap-3">
          <h2 id="leg-predictions-title" className="text-lg font-semibold">
            Your Predictions
          </h2>
          <ol className="grid gap-3">
            {parlay.legs.map((leg, index) => (
              <LegPredictionCard
                key={`${parlay.id}-${index}`}
                leg={leg}
                index={index}
                prediction={predictions[index] ?? defaultLegPrediction(index)}
                winnerChoices={winnerChoices(leg.game, data)}
                model={models[index]}
                onChange={(next) => {
                  setPredictions((current) => current.map((p, i) => (i === index ? next : p)));
                  setResult(null);
                }}
              />
            ))}
          </ol>
          <Button onClick={calculate} className="justify-self-start">
            Calculate Success Rate
          </Button>
        </section>
      )}
      {result && <SuccessResult result={result} />}
    </div>
  );
}
