import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TrendingUp } from 'lucide-react';
import type { EvBetRow, MarketSettings } from '@playbook/contracts';
import { ChoiceSelect } from '@/components/choice-select';
import { DataFooter } from '@/components/data-footer';
import { FormField } from '@/components/form-field';
import { LeagueSelect } from '@/components/league-select';
import { ReadRegion } from '@/components/read-region';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useLeague } from '@/lib/league';
import { browserStorage } from '@/lib/browser-storage';
import { writeSelectedLiveLines } from '@/lib/selected-lines-storage';
import { useAddManualParlay } from '@/features/parlay-tracker/use-add-manual-parlay';
import { asSlateLine, asTrackedLeg, siblingLineIds } from './bet-actions';
import { EvTable, sortBets, type EvSort, type EvSortKey } from './ev-table';
import { EmptyBoard } from './empty-board';
import { kickoffDay, kickoffText, selectionLabel } from './market-format';
import { MarketSettingsForm } from './market-settings-form';
import { PriceHistoryDialog, type HistoryTarget } from './price-history-dialog';
import { useEvBets, useMarketOdds, useMarketSettings } from './use-markets';

const ALL = 'all';
const MARKET_CHOICES = [
  { value: ALL, label: 'All markets' },
  { value: 'spread', label: 'Spreads' },
  { value: 'total', label: 'Totals' },
  { value: 'moneyline', label: 'Moneylines' },
];

/** The smallest stake the tracker takes for a Kelly stake that rounds to nothing. */
const MIN_TRACKED_STAKE = 1;

function Settings({ saved, books }: { saved: MarketSettings | undefined; books: readonly string[] }) {
  return (
    <details className="rounded-xl border p-4">
      <summary className="cursor-pointer font-medium">Fair price, EV and stake settings</summary>
      <div className="pt-4">{saved ? <MarketSettingsForm key={JSON.stringify(saved)} saved={saved} books={books} fields="all" /> : <Spinner label="Loading your settings..." />}</div>
    </details>
  );
}

/** The +EV bets (ADR 049) (route /ev): every current line that beats the fair price by the threshold. */
export function EvPage() {
  const { league, setLeague } = useLeague();
  const [minEvText, setMinEvText] = useState('');
  const minEvNumber = minEvText.trim() === '' ? undefined : Number(minEvText);
  const minEv = minEvNumber !== undefined && Number.isFinite(minEvNumber) && Math.abs(minEvNumber) <= 100 ? minEvNumber : undefined;
  const ev = useEvBets(league, minEv);
  const board = useMarketOdds(league);
  const settings = useMarketSettings();
  const [market, setMarket] = useState(ALL);
  const [book, setBook] = useState(ALL);
  const [day, setDay] = useState(ALL);
  const [sort, setSort] = useState<EvSort>({ key: 'evPercent', descending: true });
  const [history, setHistory] = useState<HistoryTarget | null>(null);
  const track = useAddManualParlay();
  const navigate = useNavigate();
  // Price ages as of the answer's arrival (they are asked again with it).
  const now = new Date(ev.dataUpdatedAt);

  const onSort = (key: EvSortKey) => setSort((current) => ({ key, descending: current.key === key ? !current.descending : true }));
  const onHistory = (bet: EvBetRow) =>
    setHistory({ title: `${selectionLabel(bet)} · ${bet.matchup}`, lineIds: siblingLineIds(board.data, bet.gameId, bet.lineId) });
  const onTrack = (bet: EvBetRow) => track.mutate({ legs: [asTrackedLeg(bet)], stakeAmount: Math.max(MIN_TRACKED_STAKE, bet.kellyStake) });
  const onParlay = (bet: EvBetRow) => {
    writeSelectedLiveLines(browserStorage(), [asSlateLine(bet)]);
    void navigate('/profit-target');
  };

  const books = board.data?.books ?? [];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">+EV Bets</h1>
        <p className="text-sm text-muted-foreground">Every current price that pays more than the fair price says it should, with the stake Kelly sizes for your bankroll.</p>
      </header>
      <Settings saved={settings.data} books={books} />
      <ReadRegion read={ev} label={`${league} +EV bets`} loading={<Spinner label={`Loading ${league} +EV bets...`} className="py-16" />} errorTitle="Error Loading +EV Bets" className="grid min-w-0 grid-cols-1 gap-4">
        {(data) => {
          const days = [...new Set(data.bets.map((bet) => kickoffDay(bet.startsAt)))].sort();
          const dayChoices = [{ value: ALL, label: 'Any day' }, ...days.map((value) => ({ value, label: kickoffText(`${value}T12:00:00`).split(',').slice(0, 2).join(',') }))];
          const shown = sortBets(
            data.bets.filter((bet) => (market === ALL || bet.kind === market) && (book === ALL || bet.book === book) && (day === ALL || kickoffDay(bet.startsAt) === day)),
            sort,
          );
          return (
            <>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
                <LeagueSelect value={league} onChange={setLeague} />
                <FormField label="Market">{(c) => <ChoiceSelect {...c} value={market} choices={MARKET_CHOICES} onChange={setMarket} />}</FormField>
                <FormField label="Book">
                  {(c) => <ChoiceSelect {...c} value={book} choices={[{ value: ALL, label: 'All books' }, ...books.map((value) => ({ value, label: value }))]} onChange={setBook} />}
                </FormField>
                <FormField label="Minimum EV (%)">
                  {(c) => <Input {...c} type="number" inputMode="decimal" step={0.5} placeholder={String(data.minEvPercent)} value={minEvText} onChange={(event) => setMinEvText(event.target.value)} />}
                </FormField>
                <FormField label="Game day">{(c) => <ChoiceSelect {...c} value={day} choices={dayChoices} onChange={setDay} />}</FormField>
              </div>
              {data.emptyReason !== null ? (
                <EmptyBoard reason={data.emptyReason} />
              ) : shown.length === 0 ? (
                <EmptyBoard reason={`No line beats the fair price by ${data.minEvPercent} % or more with these filters. Lower the minimum EV or widen the filters.`} />
              ) : (
                <Card>
                  <CardHeader className="pb-2">
                    <CardTitle className="flex items-center gap-2 text-base">
                      <TrendingUp aria-hidden="true" className="size-4" />
                      {shown.length} {shown.length === 1 ? 'bet' : 'bets'} at {data.minEvPercent} % EV or more
                    </CardTitle>
                    <p className="text-xs text-muted-foreground">
                      Fair prices: {data.fairMethod} de-vig, {data.referenceBook ?? 'consensus of every book'}. Stakes: {data.kellyFraction === 1 ? 'full' : data.kellyFraction === 0.5 ? 'half' : 'quarter'} Kelly of ${data.bankroll.toLocaleString('en-US')}.
                    </p>
                  </CardHeader>
                  <CardContent className="px-0 sm:px-6">
                    <EvTable bets={shown} sort={sort} now={now} onSort={onSort} onHistory={onHistory} onTrack={onTrack} onParlay={onParlay} />
                  </CardContent>
                </Card>
              )}
            </>
          );
        }}
      </ReadRegion>
      <PriceHistoryDialog target={history} onClose={() => setHistory(null)} />
      <DataFooter source={ev.data?.source} lastUpdated={ev.data?.lastUpdated} />
    </div>
  );
}
