import type { InjuryRecord, LiveBettingLine, TeamStatsRecord } from '@playbook/contracts';
import { injuryStatusCategory } from '@playbook/core';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePriceFormat } from '@/lib/odds-format';
import type { GameStats } from './game-stats';
import { PredictionPanel } from './prediction-panel';

interface GameStatsDialogProps {
  line: LiveBettingLine | null;
  stats: GameStats | null;
  injuries: { away: InjuryRecord[]; home: InjuryRecord[] } | null;
  onClose: () => void;
}

const pct = (value: number) => `${value.toFixed(1)}%`;
const num = (value: number) => value.toFixed(1);

/** docs/product/live-slate.md Team Stats: the always-present figures, then the optional ones only when not null. */
function TeamStatsBlock({ name, team }: { name: string; team: TeamStatsRecord | null }) {
  if (!team) {
    return (
      <section className="rounded-md border p-3">
        <h4 className="font-semibold">{name}</h4>
        <p className="text-sm text-muted-foreground">Team stats not available</p>
      </section>
    );
  }
  const rows: [string, string | null][] = [
    ['Points per game', num(team.pointsPerGame)],
    ['3rd down %', team.thirdDownPct === null ? null : pct(team.thirdDownPct)],
    ['ATS win %', team.atsWinPct === null ? null : pct(team.atsWinPct)],
    ['Red zone %', team.redZoneScoringPct === null ? null : pct(team.redZoneScoringPct)],
    ['Yards per play', num(team.yardsPerPlay)],
    ['Turnovers per game', num(team.turnoversPerGame)],
    ['Opponent points per game', num(team.opponentPointsPerGame)],
  ];
  return (
    <section className="rounded-md border p-3">
      <h4 className="font-semibold">{team.teamName}</h4>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
        {rows.flatMap(([label, value]) =>
          value === null
            ? []
            : [
                <dt key={`${label}-t`} className="text-muted-foreground">
                  {label}
                </dt>,
                <dd key={`${label}-d`} className="text-right tabular-nums">
                  {value}
                </dd>,
              ],
        )}
      </dl>
    </section>
  );
}

/**
 * docs/product/live-slate.md: a status counts as out if it contains "out" or "ir"; questionable or doubtful otherwise. Core's
 * reading, the one injury impact uses: "ir" as a word ("IR", "Reserve/IR") and the spelt-out "Injured Reserve"
 * (ESPN's and the demo's status), which has no "ir" in it.
 */
const isOut = (status: string) => injuryStatusCategory(status) === 'out';

function InjuryBlock({ name, injuries }: { name: string; injuries: InjuryRecord[] | null }) {
  const groups: [string, InjuryRecord[]][] = injuries
    ? [
        ['Out / IR', injuries.filter((injury) => isOut(injury.injuryStatus))],
        ['Questionable / Doubtful', injuries.filter((injury) => !isOut(injury.injuryStatus))],
      ]
    : [];
  return (
    <section className="rounded-md border p-3">
      <h4 className="font-semibold">{name}</h4>
      {!injuries && <p className="text-sm text-muted-foreground">Injury data not available</p>}
      {groups.map(([label, list]) => (
        <div key={label} className="mt-2">
          <h5 className="text-sm font-medium">
            {label} ({list.length})
          </h5>
          {list.length === 0 ? (
            <p className="text-sm text-muted-foreground">None reported</p>
          ) : (
            <ul className="text-sm">
              {list.map((injury) => (
                <li key={`${injury.playerName}-${injury.position}`} className="break-words">
                  {injury.playerName} ({injury.position}): {injury.injuryStatus}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/** docs/product/live-slate.md Game Stats Analysis dialog, opened from a leg card of the parlay analysis. */
export function GameStatsDialog({ line, stats, injuries, onClose }: GameStatsDialogProps) {
  const price = usePriceFormat();
  return (
    <Dialog open={line !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Game Stats Analysis</DialogTitle>
          <DialogDescription>
            {line ? `${line.matchup}: ${line.description} ${price(line.odds)} (${line.bookmaker})` : 'No leg selected'}
          </DialogDescription>
        </DialogHeader>
        {line && stats && (
          <Tabs defaultValue="prediction">
            <TabsList className="grid w-full grid-cols-3">
              <TabsTrigger value="prediction">Prediction</TabsTrigger>
              <TabsTrigger value="team-stats">Team Stats</TabsTrigger>
              <TabsTrigger value="injuries">Injuries</TabsTrigger>
            </TabsList>
            <TabsContent value="prediction" className="grid gap-3">
              <p className="text-sm">
                Leg probability <Badge variant="outline">{pct(stats.leg.probability)}</Badge> from the {stats.leg.source}
              </p>
              <PredictionPanel stats={stats} />
            </TabsContent>
            <TabsContent value="team-stats" className="grid gap-3 sm:grid-cols-2">
              <TeamStatsBlock name={stats.awayName} team={stats.away} />
              <TeamStatsBlock name={stats.homeName} team={stats.home} />
            </TabsContent>
            <TabsContent value="injuries" className="grid gap-3 sm:grid-cols-2">
              <InjuryBlock name={stats.awayName} injuries={injuries?.away ?? null} />
              <InjuryBlock name={stats.homeName} injuries={injuries?.home ?? null} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
