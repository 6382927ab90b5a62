import type { ReactNode } from 'react';
import type { HubGame } from '@playbook/contracts';
import { ReadRegion, type RegionRead } from '@/components/read-region';
import { ScheduledGameItem } from '@/components/scheduled-game-item';
import { Spinner } from '@/components/ui/spinner';
import type { League } from '@/lib/league';

/** docs/product/over-under.md: the scheduled-list error of both predictor screens, verbatim. */
export const SCHEDULE_ERROR_TEXT = 'Error loading scheduled games';

/** The part of a TanStack query the list needs (a UseQueryResult fits); the games come filtered beside it. */
export type ScheduleRead = RegionRead<unknown>;

/** A screen's own words for its list: the empty state and the two buttons (docs/product/matchup-predictor.md). */
export interface ScheduleTexts {
  emptyText: string;
  predictLabel: string;
  simulateLabel: string;
}

interface ScheduledGamesListProps {
  league: League;
  read: ScheduleRead;
  /** The games the screen offers, already filtered (upcoming, or with a total line). */
  games: readonly HubGame[];
  texts: ScheduleTexts;
  /** The posted lines the screen cares about for one game. */
  lines: (game: HubGame) => ReactNode;
  onPredict: (game: HubGame) => void;
  onSimulate: (game: HubGame) => void;
}

/**
 * The scheduled list of the matchup and over/under predictors (docs/product/matchup-predictor.md): loading, the error with
 * Try Again (a refetch; the page need not be reloaded), the screen's empty text, or the games with their two actions.
 */
export function ScheduledGamesList({ league, read, games, texts, lines, onPredict, onSimulate }: ScheduledGamesListProps) {
  const { emptyText, predictLabel, simulateLabel } = texts;
  return (
    <ReadRegion
      read={read}
      label={`${league} scheduled games`}
      loading={<Spinner label={`Loading ${league} games...`} className="py-12" />}
      errorTitle={SCHEDULE_ERROR_TEXT}
    >
      {() =>
        games.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <ul className="grid gap-3">
            {games.map((game) => (
              <ScheduledGameItem
                key={game.id}
                game={game}
                lines={lines(game)}
                predictLabel={predictLabel}
                simulateLabel={simulateLabel}
                onPredict={onPredict}
                onSimulate={onSimulate}
              />
            ))}
          </ul>
        )
      }
    </ReadRegion>
  );
}
