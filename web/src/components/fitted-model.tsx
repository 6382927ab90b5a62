import type { ModelPredictResponse } from '@playbook/contracts';
import { gameContextStories } from '@/lib/model-story';

interface ModelFootnotesProps {
  /** The model's answer, or null when it does not know the game. */
  answer: ModelPredictResponse | null;
  /** Why the model could not answer (shown when answer is null). */
  unavailable: string | null;
  /** Whether a 100-game simulation on this screen draws from the model (the Game Stats dialog has none). */
  simulated?: boolean;
}

/** While the headline waits for the Playbook model (ADR 048): no second prediction flashes first. */
export function HeadlineLoading() {
  return <p className="text-sm text-muted-foreground">Loading the Playbook model…</p>;
}

/**
 * What stands under a headline (ADR 048): the rest and venue the Playbook model counted and how many games it
 * was fitted on; or, when it does not know the game, that the stat comparison's figures stand in.
 */
export function ModelFootnotes({ answer, unavailable, simulated = true }: ModelFootnotesProps) {
  if (answer === null) {
    return unavailable === null ? null : (
      <p className="text-xs text-muted-foreground">The Playbook model is unavailable ({unavailable}): the stat comparison's figures stand in.</p>
    );
  }
  return (
    <section aria-label="Playbook model" className="grid gap-1 text-sm">
      {gameContextStories(answer).map((line) => (
        <p key={line} className="tabular-nums">
          {line}
        </p>
      ))}
      <p className="text-xs text-muted-foreground">
        Playbook model: ratings fitted on {answer.gamesFitted.toLocaleString('en-US')} finished games (see the Model Report).
        {simulated && " The 100-game simulation draws its scoring from this model's expected points."}
      </p>
    </section>
  );
}
