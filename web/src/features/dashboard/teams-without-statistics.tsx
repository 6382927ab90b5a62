import type { FootballLeague, TeamWithoutStatistics } from '@playbook/contracts';
import { Info } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/** What brings a league's team statistics: box scores of its finished games. */
const WHAT_BRINGS_THEM: Record<FootballLeague, string> = {
  NFL: 'Statistics come from the box scores of finished games: run npm run import:nflverse to load nflverse’s, or refresh once games are final.',
  NCAA: 'Statistics come from the box scores of finished games: set a CollegeFootballData key (CFBD_API_KEY) and refresh to load them.',
};

/** While the first load from the real sources runs (ADR 054), the box scores are on their way: nothing to do. */
const LOADING_NOW = 'Their box scores are being loaded now: the ranking fills in when they are in.';

/**
 * The league's teams without a counted game: named and not ranked, rather than ranked on zeros, with
 * what would bring their statistics (or, during the first load, that they are coming: `loadingNow`).
 */
export function TeamsWithoutStatistics({
  league,
  teams,
  anyRanked,
  loadingNow = false,
}: {
  league: FootballLeague;
  teams: readonly TeamWithoutStatistics[];
  anyRanked: boolean;
  loadingNow?: boolean;
}) {
  if (teams.length === 0) return null;
  const count = `${teams.length} ${teams.length === 1 ? 'team' : 'teams'}`;
  return (
    <Alert>
      <Info aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <h2 className="font-semibold">{anyRanked ? `${count} with no statistics yet` : `No statistics yet for the ${count} of the ${league}`}</h2>
        <p className="text-muted-foreground">{anyRanked ? 'They are not ranked until a game of theirs is counted.' : 'No team is ranked until its games are counted.'} {loadingNow ? LOADING_NOW : WHAT_BRINGS_THEM[league]}</p>
        <details>
          <summary className="cursor-pointer">Teams without statistics</summary>
          <p className="mt-1 text-xs text-muted-foreground">{teams.map((team) => team.teamName).join(', ')}</p>
        </details>
      </div>
    </Alert>
  );
}
