import type { HubGame } from '@playbook/contracts';
import { LeagueSelect } from '@/components/league-select';
import { ScheduledGamesList, type ScheduleTexts } from '@/components/scheduled-games-list';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { League } from '@/lib/league';
import { usePriceFormat } from '@/lib/odds-format';
import { gamesWithTotals } from './over-under-state';
import { useScheduledGames } from './use-scheduled-games';

interface ScheduledGamesProps {
  league: League;
  onLeagueChange: (league: League) => void;
  /** Only the active tab polls the feed. */
  active: boolean;
  onPredict: (game: HubGame) => void;
  onSimulate: (game: HubGame) => void;
}

const TOTALS_TEXTS: ScheduleTexts = {
  emptyText: 'No scheduled games with over/under lines available for this league',
  predictLabel: 'Get Prediction',
  simulateLabel: 'Run Simulation',
};

function TotalLine({ game }: { game: HubGame }) {
  const price = usePriceFormat();
  const odds = game.odds;
  if (!odds) return null;
  const { overLine, overOdds, underOdds } = odds.total;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="font-semibold">O/U: {overLine}</span>
      {overOdds !== null && <span>Over {price(overOdds)}</span>}
      {underOdds !== null && <span>Under {price(underOdds)}</span>}
      <span className="text-xs text-muted-foreground">via {odds.bookmaker}</span>
    </div>
  );
}

/** docs/product/over-under.md Scheduled: this week's scheduled games with a total line, Get Prediction and Run Simulation. */
export function ScheduledGames({ league, onLeagueChange, active, onPredict, onSimulate }: ScheduledGamesProps) {
  const feed = useScheduledGames(active);
  const games = feed.data ? gamesWithTotals(league === 'NFL' ? feed.data.nflSchedule : feed.data.ncaaSchedule) : [];
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle>{league} Games With Totals</CardTitle>
        <LeagueSelect value={league} onChange={onLeagueChange} />
      </CardHeader>
      <CardContent>
        <ScheduledGamesList league={league} read={feed} games={games} texts={TOTALS_TEXTS} lines={(game) => <TotalLine game={game} />} onPredict={onPredict} onSimulate={onSimulate} />
      </CardContent>
    </Card>
  );
}
