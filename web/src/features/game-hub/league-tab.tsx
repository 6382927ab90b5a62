import type { HubGame, HubLeague } from '@playbook/contracts';
import type { GameEpa } from './game-epa';
import { GameCard } from './game-card';
import type { LeagueGames } from './hub-feeds';
import { dayGroups, gameCountText, liveGames, type HubView } from './hub-filters';
import { LeagueBreakSection } from './league-break';

interface LeagueTabProps {
  league: HubLeague;
  games: LeagueGames;
  search: string;
  view: HubView;
  epaOf: (game: HubGame) => GameEpa | null;
  onFirstHalf: (game: HubGame) => void;
}

function GameList({ games, epaOf, onFirstHalf, titleLevel }: Pick<LeagueTabProps, 'epaOf' | 'onFirstHalf'> & { games: HubGame[]; titleLevel: 'h4' | 'h5' }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-2">
      {games.map((game) => (
        <GameCard key={game.id} game={game} epa={epaOf(game)} onFirstHalf={onFirstHalf} titleLevel={titleLevel} />
      ))}
    </ul>
  );
}

const emptyText = 'rounded-lg border border-dashed px-4 py-6 text-center text-sm text-muted-foreground';

/**
 * The empty message of docs/product/game-hub.md, and when the search is what emptied the section, how many games it hides: "No live
 * NFL games at this time" alone read as if there were none while the search box hid them.
 */
function EmptySection({ message, hidden, search }: { message: string; hidden: number; search: string }) {
  return (
    <div className={emptyText}>
      <p>{message}</p>
      {hidden > 0 && (
        <p className="mt-1 text-xs">
          {hidden} {hidden === 1 ? 'game' : 'games'} hidden by the search &ldquo;{search.trim()}&rdquo;
        </p>
      )}
    </div>
  );
}

/** docs/product/game-hub.md: one league's live games and This Week by day, as the view select asks. */
export function LeagueTab({ league, games, search, view, epaOf, onFirstHalf }: LeagueTabProps) {
  const live = liveGames(games.live, search);
  const days = dayGroups(games.organizedByDay, search);
  const searching = search.trim() !== '';
  const hiddenLive = searching ? liveGames(games.live, '').length : 0;
  const hiddenWeek = searching ? dayGroups(games.organizedByDay, '').reduce((sum, group) => sum + group.games.length, 0) : 0;
  const headingId = (part: string) => `game-hub-${league.toLowerCase()}-${part}`;
  return (
    <div className="grid gap-6">
      {view !== 'schedule' && (
        <section className="grid gap-3" aria-labelledby={headingId('live')}>
          <h3 id={headingId('live')} className="text-lg font-semibold">
            Live Games
          </h3>
          {live.length === 0 ? (
            <EmptySection message={`No live ${league} games at this time`} hidden={hiddenLive} search={search} />
          ) : (
            <GameList games={live} epaOf={epaOf} onFirstHalf={onFirstHalf} titleLevel="h4" />
          )}
        </section>
      )}
      {view !== 'live' && (
        <section className="grid gap-4" aria-labelledby={headingId('week')}>
          <h3 id={headingId('week')} className="text-lg font-semibold">
            This Week
          </h3>
          {days.length === 0 && (searching || !games.break) && (
            <EmptySection message={`No ${league} games scheduled this week`} hidden={hiddenWeek} search={search} />
          )}
          {days.length === 0 && !searching && games.break && (
            <LeagueBreakSection
              league={league}
              leagueBreak={games.break}
              headingId={headingId('break')}
              renderGames={(results) => <GameList games={results} epaOf={epaOf} onFirstHalf={onFirstHalf} titleLevel="h5" />}
            />
          )}
          {days.map((group) => (
            <section key={group.day} className="grid gap-2" aria-label={group.label}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-2 border-b pb-1">
                <h4 className="font-medium">{group.label}</h4>
                <span className="text-xs text-muted-foreground">{gameCountText(group.games.length)}</span>
              </div>
              <GameList games={group.games} epaOf={epaOf} onFirstHalf={onFirstHalf} titleLevel="h5" />
            </section>
          ))}
        </section>
      )}
    </div>
  );
}
