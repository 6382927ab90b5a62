import type { TeamsResponse } from '@playbook/contracts';
import { useFootballModelData } from '@/lib/queries/football-model-data';
import type { ModelData } from './selection-analysis';

/** docs/product/live-slate.md: the slate's team and injury data are fresh for 5 minutes (both leagues; the NCAA's 0 is the dashboard's, docs/product/dashboard.md). */
export const SLATE_TEAM_DATA_STALE_MS = 5 * 60_000;

const seasonText = (label: string, answer: TeamsResponse | undefined): string =>
  answer && answer.week !== null ? `${label} season ${answer.season ?? '?'} through week ${answer.week} (${answer.teams.length} teams)` : `no ${label} team stats`;

/** The injury reports read, naming a league whose reports did not load (its teams count as healthy). */
function injuriesText(data: ModelData): string {
  const missing = ['NFL', 'NCAA'].filter((league) => !data.injuryLeagues.includes(league));
  return `${data.injuries.length} injury reports${missing.length > 0 ? ` (${missing.join(' and ')} reports not available)` : ''}`;
}

/** The stored data the analysis models read, and the Details tab's sentence naming those inputs. */
export function useModelData(): { data: ModelData | null; inputs: string } {
  const { data, nflTeams, ncaaTeams } = useFootballModelData(SLATE_TEAM_DATA_STALE_MS);
  const inputs = data
    ? `team stats of ${seasonText('NFL', nflTeams)} and ${seasonText('NCAA', ncaaTeams)}, source ${nflTeams?.source ?? 'unknown'}; ${injuriesText(data)}; each leg's line and price.`
    : 'loading';
  return { data, inputs };
}
