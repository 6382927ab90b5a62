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
import { browserStorage } from '@/lib/browser-storage';
import { toast } from '@/lib/toast';
import { LegPredictionCard } from './leg-prediction-card';
import { legModelRequest, legPick, startingLegProbability, winnerChoices } from './leg-model';
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
import { useModelPredictions } from '@/lib/queries/model-prediction';

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

const parlayLabel = (parlay: StoredParlay, price: (americanOdds: number) => string) => `${parlay.parlayDescription} (${price(parlay.totalAmericanOdds)})`;

/** docs/product/success-predictor.md 'Success Predictor' (/success-predictor): the user's confidence per leg against the market's. */
export function SuccessPredictorPage() {
  const [parlays] = useState(() => readGeneratedParlays(browserStorage()));
  const { data } = useFootballModelData();
  const price = usePriceFormat();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [predictions, setPredictions] = useState<LegPrediction[]>([]);
  const [result, setResult] = useState<SuccessComparison | null>(null);
  const parlay = parlays.find((p) => p.id === selectedId) ?? null;
  // A leg the Playbook model knows starts at the model's probability (to the slider's step),
  // else at the stat comparison's, else at 50 (ADR 063). The cards wait for the model's answers.
  const requests = useMemo(() => (parlay && data ? parlay.legs.map((leg) => legModelRequest(leg, data)) : []), [parlay, data]);
  const answers = useModelPredictions(requests);
  const models = useMemo(
    () => (parlay && data && answers ? parlay.legs.map((leg, index) => startingLegProbability(leg, data, answers[index] ?? null)) : null),
    [parlay, data, answers],
  );
  const choices = useMemo(() => parlay?.legs.map((leg) => winnerChoices(leg.game, data)) ?? [], [parlay, data]);
  const picks = useMemo(() => parlay?.legs.map((leg, index) => legPick(leg, choices[index] ?? [])) ?? [], [parlay, choices]);
  // docs/product/success-predictor.md: selecting a parlay resets each leg (and clears the result), once its starting values are known.
  const [seededFor, setSeededFor] = useState<string | null>(null);
  if (parlay && models && seededFor !== parlay.id) {
    setSeededFor(parlay.id);
    setPredictions(models.map((model, index) => defaultLegPrediction(index, model ? sliderValueOf(model.probability) : CONFIDENCE_DEFAULT)));
  }

  const select = (id: string) => {
    if (!parlays.some((p) => p.id === id)) return;
    setSelectedId(id);
    setSeededFor(null);
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
      return prediction !== undefined && losingSide(leg.type, prediction, picks[index]) !== null;
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
      {parlay && !models && <Spinner label="Loading the Playbook model..." className="justify-start" />}
      {parlay && models && (
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
                winnerChoices={choices[index] ?? []}
                pick={picks[index] ?? null}
                model={models[index] ?? null}
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
