import { useEffect } from 'react';
import type { HubGame } from '@playbook/contracts';
import { firstHalfKeyPoints, firstHalfSpreadAnalysis, formatMetric } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFirstHalf, type FirstHalfData } from '@/lib/queries/first-half';
import { formatSignedPoints } from '@/lib/odds-format';
import { toast } from '@/lib/toast';
import { firstHalfFailureToast } from './first-half-failure';

function SpreadAnalysis({ data, homeLine }: { data: FirstHalfData; homeLine: number | null }) {
  const winnerIsHome = data.prediction.winner === data.home.teamName;
  const analysis = firstHalfSpreadAnalysis(homeLine, winnerIsHome, data.prediction.predictedMargin);
  return (
    <section className="grid gap-1 rounded-md border p-3">
      <h3 className="text-sm font-medium">Spread Analysis</h3>
      {analysis ? (
        <>
          <p>
            <Badge variant={analysis.verdict === 'Will Cover' ? 'success' : 'secondary'}>{analysis.verdict}</Badge>
          </p>
          <p className="text-xs text-muted-foreground">
            {data.prediction.winner} {formatSignedPoints(analysis.winnerLine)} for the 1st half: half the posted game spread, the usual
            first-half line.
          </p>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">No posted spread for this game.</p>
      )}
    </section>
  );
}

function FirstHalfResult({ data, homeLine }: { data: FirstHalfData; homeLine: number | null }) {
  const keyPoints = firstHalfKeyPoints(data.home, data.away);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-xs text-muted-foreground">Predicted Winner</dt>
          <dd className="font-semibold">{data.prediction.winner}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Margin</dt>
          <dd className="font-semibold tabular-nums">{formatMetric('points', data.prediction.predictedMargin)} pts</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Confidence</dt>
          <dd className="font-semibold tabular-nums">{formatMetric('confidence', data.prediction.confidence)}</dd>
        </div>
      </dl>
      <SpreadAnalysis data={data} homeLine={homeLine} />
      <section className="grid gap-1">
        <h3 className="text-sm font-medium">Key Points</h3>
        {keyPoints.length === 0 ? (
          <p className="text-sm text-muted-foreground">The teams are even on every first-half metric.</p>
        ) : (
          <ul className="grid list-disc gap-1 pl-5 text-sm">
            {keyPoints.map((point) => (
              <li key={point.metric}>{point.text}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/**
 * docs/product/game-hub.md 1st Half Prediction dialog: calls /api/cfb/first-half-prediction for the game's teams. Closing
 * gives focus back to the card's button that opened it (DialogContent keeps the opener). docs/product/game-hub.md: on
 * failure it toasts Team Data Not Found or Prediction Failed and closes.
 */
export function FirstHalfDialog({ game, onClose }: { game: HubGame | null; onClose: () => void }) {
  const query = useFirstHalf(game?.homeTeam ?? '', game?.awayTeam ?? '', game !== null);
  // A cached failure is asked again on opening: only the settled answer toasts and closes.
  const failed = game !== null && query.isError && !query.isFetching;
  const { error } = query;
  useEffect(() => {
    if (!failed) return;
    toast({ ...firstHalfFailureToast(error), variant: 'destructive' });
    onClose();
  }, [failed, error, onClose]);
  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>1st Half Prediction</DialogTitle>
          <DialogDescription>{game ? `${game.awayTeam} @ ${game.homeTeam}` : ''}</DialogDescription>
        </DialogHeader>
        {query.isPending && <Spinner label="Loading first half prediction..." className="py-6" />}
        {query.isSuccess && <FirstHalfResult data={query.data} homeLine={game?.odds?.spread.points ?? null} />}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
