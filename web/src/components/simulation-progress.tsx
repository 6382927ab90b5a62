import { LoaderCircle } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Progress } from '@/components/ui/progress';
import type { SimulationRun } from '@/lib/stepped-simulation';

/** docs/product/simulator.md: "a spinner, then results", with its progress batch by batch (10 batches of 10 games). */
function SimulationProgress({ completed, total }: { completed: number; total: number }) {
  return (
    <div className="grid gap-2" role="status">
      <div className="flex items-center justify-between text-sm">
        <span className="flex items-center gap-2">
          <LoaderCircle className="size-4 animate-spin text-primary" aria-hidden="true" />
          Simulating games...
        </span>
        <span className="tabular-nums text-muted-foreground">
          {completed} / {total}
        </span>
      </div>
      <Progress value={total === 0 ? 0 : (completed / total) * 100} label="Simulation progress" />
    </div>
  );
}

/** A run under way shows its progress, a failed one why; a finished one is the caller's to show. */
export function SimulationRunStatus<Result>({ run }: { run: SimulationRun<Result> }) {
  if (run.status === 'running') return <SimulationProgress completed={run.completed} total={run.total} />;
  if (run.status === 'error') {
    return (
      <Alert variant="destructive" role="alert">
        Simulation failed: {run.message}
      </Alert>
    );
  }
  return null;
}
