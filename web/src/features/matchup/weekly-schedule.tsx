import type { HubGame } from '@playbook/contracts';
import { ScheduledGamesList, type ScheduleTexts } from '@/components/scheduled-games-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { League } from '@/lib/league';
import { usePriceFormat, formatSignedPoints } from '@/lib/odds-format';
import { useLeagueSchedule } from '@/lib/queries/schedule';

/** Upcoming games only: a game under way or over is not something to predict. */
export function upcomingGames(schedule: readonly HubGame[]): HubGame[] {
  return schedule.filter((game) => game.status === 'scheduled');
}

function GameLines({ game }: { game: HubGame }) {
  const price = usePriceFormat();
  const odds = game.odds;
  const spread = odds?.spread.points ?? null;
  const awayMl = odds?.moneyline.away ?? null;
  const homeMl = odds?.moneyline.home ?? null;
  if (spread === null && awayMl === null && homeMl === null) return null;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-2">
      {spread !== null && (
        <div className="flex gap-1.5">
          <dt className="text-muted-foreground">Spread:</dt>
          <dd>
            {game.homeTeam} {formatSignedPoints(spread)}
          </dd>
        </div>
      )}
      {(awayMl !== null || homeMl !== null) && (
        <div className="flex flex-wrap gap-x-1.5">
          <dt className="text-muted-foreground">Moneyline:</dt>
          <dd>
            {[awayMl !== null && `${game.awayTeam} ${price(awayMl)}`, homeMl !== null && `${game.homeTeam} ${price(homeMl)}`]
              .filter(Boolean)
              .join(' · ')}
          </dd>
        </div>
      )}
    </dl>
  );
}

const WEEKLY_TEXTS: ScheduleTexts = {
  emptyText: 'No scheduled games available for this league',
  predictLabel: 'Predict',
  simulateLabel: '100 Games',
};

interface WeeklyScheduleProps {
  league: League;
  onPredict: (game: HubGame) => void;
  onSimulate: (game: HubGame) => void;
}

/** docs/product/matchup-predictor.md Weekly Schedule: this week's games of the league with their lines, Predict and '100 Games'. */
export function WeeklySchedule({ league, onPredict, onSimulate }: WeeklyScheduleProps) {
  const schedule = useLeagueSchedule(league);
  const games = schedule.data ? upcomingGames(schedule.data.data.schedule) : [];
  // The title counts games only once they loaded: "(0 games)" while loading or after an error would be untrue.
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {league} This Week{schedule.isSuccess ? ` (${games.length} games)` : ''}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ScheduledGamesList league={league} read={schedule} games={games} texts={WEEKLY_TEXTS} lines={(game) => <GameLines game={game} />} onPredict={onPredict} onSimulate={onSimulate} />
      </CardContent>
    </Card>
  );
}
