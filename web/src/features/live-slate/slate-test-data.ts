import type { LiveBettingLine } from '@playbook/contracts';

/** Test data: `games` games, each with two moneylines and two spreads at BookA and two moneylines at BookB. */
export function testSlateLines(games = 10): LiveBettingLine[] {
  const lines: LiveBettingLine[] = [];
  for (let g = 1; g <= games; g += 1) {
    const away = `Away Team ${g}`;
    const home = `Home Team ${g}`;
    const matchup = `${away} @ ${home}`;
    const league = g % 2 === 0 ? 'NCAA' : 'NFL';
    const base = { game: matchup, matchup, league, eventId: String(g), isAlternate: false, gameTime: `2026-11-2${g % 7}T18:00:00.000Z` } as const;
    const add = (id: string, type: LiveBettingLine['type'], description: string, odds: number, bookmaker: string, line: number | null) =>
      lines.push({ ...base, id: `${g}-${id}`, type, description, odds, bookmaker, line });
    add('a-ml-away', 'moneyline', `${away} ML`, 150, 'BookA', null);
    add('a-ml-home', 'moneyline', `${home} ML`, -170, 'BookA', null);
    add('a-sp-away', 'spread', `${away} +3.5`, -110, 'BookA', 3.5);
    add('a-sp-home', 'spread', `${home} -3.5`, -110, 'BookA', -3.5);
    add('b-ml-away', 'moneyline', `${away} ML`, 160, 'BookB', null);
    add('b-ml-home', 'moneyline', `${home} ML`, -180, 'BookB', null);
  }
  return lines;
}
