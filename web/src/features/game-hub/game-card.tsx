import type { HubGame } from '@playbook/contracts';
import { gameDateText, gameTimeText } from '@playbook/core';
import { Target } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EpaStatistics } from './epa-statistics';
import type { GameEpa } from './game-epa';
import { PreGameOdds } from './pre-game-odds';
import { StatusBadge, StatusIcon } from './status-badge';

/** docs/product/game-hub.md: absent scores show a dash. */
const scoreText = (score: number | null) => (score === null ? '-' : String(score));

/**
 * The 1st Half Prediction button shows for scheduled games with odds (docs/product/game-hub.md), and only in college football:
 * the first-half model runs on college advanced stats (docs/product/game-hub.md "the first-half prediction is only for NCAA").
 */
export function hasFirstHalfPrediction(game: HubGame): boolean {
  return game.league === 'NCAA' && game.status === 'scheduled' && game.odds !== null;
}

interface GameCardProps {
  game: HubGame;
  /** NCAA only: both teams' EPA when known. */
  epa: GameEpa | null;
  onFirstHalf: (game: HubGame) => void;
  /** h4 under a section heading, h5 under a day's heading, so the outline stays in order. */
  titleLevel: 'h4' | 'h5';
}

/**
 * One game of GameHub: status, teams, time, scores and week. Before kick-off, a game with odds adds the
 * Pre-Game Odds box and, in NCAA, "also" (docs/product/game-hub.md) the EPA Statistics and the 1st Half Prediction button.
 */
export function GameCard({ game, epa, onFirstHalf, titleLevel: Title }: GameCardProps) {
  const matchup = `${game.awayTeam} @ ${game.homeTeam}`;
  const scheduledWithOdds = game.status === 'scheduled' ? game.odds : null;
  return (
    <li className="grid min-w-0 content-start gap-3 rounded-lg border bg-card p-3 sm:p-4" aria-label={matchup}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusIcon status={game.status} />
        <Title className="min-w-0 flex-1 font-medium break-words">{matchup}</Title>
        <Badge variant="secondary">{game.league}</Badge>
        <StatusBadge status={game.status} detail={game.statusDetail ?? null} />
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{gameTimeText(game)}</span>
        <span>{gameDateText(game, game.dateString)}</span>
        {game.week !== null && <span>Week {game.week}</span>}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 text-sm" aria-label={`Score: ${matchup}`}>
        <dt className="min-w-0 truncate">{game.awayTeam}</dt>
        <dd className="text-right font-semibold tabular-nums">{scoreText(game.awayScore)}</dd>
        <dt className="min-w-0 truncate">{game.homeTeam}</dt>
        <dd className="text-right font-semibold tabular-nums">{scoreText(game.homeScore)}</dd>
      </dl>
      {scheduledWithOdds && <PreGameOdds odds={scheduledWithOdds} awayTeam={game.awayTeam} homeTeam={game.homeTeam} />}
      {scheduledWithOdds && game.league === 'NCAA' && epa && <EpaStatistics epa={epa} awayTeam={game.awayTeam} homeTeam={game.homeTeam} />}
      {hasFirstHalfPrediction(game) && (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => onFirstHalf(game)} aria-label={`1st Half Prediction: ${matchup}`}>
          <Target aria-hidden="true" />
          1st Half Prediction
        </Button>
      )}
    </li>
  );
}
