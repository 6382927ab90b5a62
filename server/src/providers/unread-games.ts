import type { z } from 'zod';
import { storedGameMatcher, type SourceGameRef, type StoredGame, type StoredTeam } from './stored-match.ts';

/**
 * The stored games that records dropped as unreadable stand for, where their teams and kickoff still read
 * (`refSchema`): a full refresh says nothing of those games, so it keeps them and their lines.
 */
export function gamesOfUnreadRecords(
  items: readonly unknown[],
  refSchema: z.ZodType<SourceGameRef>,
  teams: readonly StoredTeam[],
  games: readonly StoredGame[],
): string[] {
  const matcher = storedGameMatcher('unread', teams, games);
  return items.flatMap((item) => {
    const ref = refSchema.safeParse(item);
    return (ref.success ? matcher.match(ref.data)?.game.sourceId : undefined) ?? [];
  });
}
