import { startTransition, useState } from 'react';
import {
  SLATE_CSV_IMPORT_FAILED_FALLBACK,
  SLATE_CSV_IMPORT_FAILED_TITLE,
  SLATE_GAME_REMOVED,
  SlateCsvError,
  csvImportedToast,
  gameAddedToast,
  readSlateCsv,
  skippedRowsText,
  type SlateGame,
} from '@playbook/core';
import { BackLink } from '@/components/back-link';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { ArbitrageResults } from './arbitrage-results';
import { CsvImportPanel } from './csv-import-panel';
import { downloadSlateCsv } from './export-slate';
import { ManualEntryForm } from './manual-entry-form';
import { OcrScanPanel } from './ocr-scan-panel';
import type { SlateGameFormOutput } from './slate-game-form';
import { SlateReview } from './slate-review';
import { newSlateGameId, useSlate } from './use-slate';
import { useSlateAnalysis } from './use-slate-analysis';

const TABS = ['manual', 'csv', 'ocr', 'review'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => TABS.some((tab) => tab === value);

/** docs/product/slate-analyzer.md: the Game Slate Analyzer (route /slate-analyzer). */
export function SlateAnalyzerPage() {
  const slate = useSlate();
  const analysis = useSlateAnalysis(slate.games);
  const [tab, setTab] = useState<Tab>('manual');

  const addGame = (game: SlateGameFormOutput) => {
    slate.add(game);
    toast(gameAddedToast(game.awayTeam, game.homeTeam));
  };

  const removeGame = (game: SlateGame) => {
    slate.remove(game.id);
    toast(SLATE_GAME_REMOVED);
  };

  // Scanned games join the slate (unlike a CSV import, which replaces it): a second slip adds to the first.
  const addScannedGames = (games: Omit<SlateGame, 'id'>[]) => {
    for (const game of games) slate.add(game);
  };

  const importCsv = (csv: string): boolean => {
    try {
      const { games, skipped, unread } = readSlateCsv(csv, newSlateGameId);
      // An import that finds no complete game would wipe the slate for nothing: refuse it instead (ours).
      if (games.length === 0) throw new SlateCsvError(`No complete games found${skipped.length > 0 ? skippedRowsText(skipped) : ': the file has no rows under its header'}`);
      // A transition lets React render a long slate (hundreds of rows) in slices instead of one long task.
      startTransition(() => {
        slate.replace(games);
        setTab('review');
      });
      toast(csvImportedToast(games.length, skippedRowsText(skipped, unread)));
      return true;
    } catch (error) {
      const description = error instanceof SlateCsvError ? error.message : SLATE_CSV_IMPORT_FAILED_FALLBACK;
      toast({ title: SLATE_CSV_IMPORT_FAILED_TITLE, description, variant: 'destructive' });
      return false;
    }
  };

  return (
    <div className="grid gap-6">
      <BackLink label="Back to Dashboard" />
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Game Slate Analyzer</h1>
        <p className="text-sm text-muted-foreground">
          Build a slate by hand, from CSV or from sportsbook screenshots, then look for arbitrage across the sportsbooks you entered.
        </p>
      </header>

      <Tabs value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <TabsList className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:h-10 sm:w-auto">
          <TabsTrigger value="manual">Manual Entry</TabsTrigger>
          <TabsTrigger value="csv">CSV Import</TabsTrigger>
          <TabsTrigger value="ocr">OCR Scan</TabsTrigger>
          <TabsTrigger value="review">Review ({slate.games.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="manual">
          <ManualEntryForm onAdd={addGame} />
        </TabsContent>
        <TabsContent value="csv">
          <CsvImportPanel onImport={importCsv} />
        </TabsContent>
        <TabsContent value="ocr">
          <OcrScanPanel onGames={addScannedGames} />
        </TabsContent>
        <TabsContent value="review">
          <SlateReview games={slate.games} analysis={analysis} onRemove={removeGame} onExport={() => downloadSlateCsv(slate.games)} />
        </TabsContent>
      </Tabs>

      {analysis.report && <ArbitrageResults report={analysis.report} />}

      {!slate.saved && (
        <Alert role="status">This browser would not store the slate: it lasts until the page is closed.</Alert>
      )}
      <footer className="border-t pt-4 text-xs text-muted-foreground">
        Prices as you entered or scanned them. The slate is kept in this browser only; only screenshots you scan are sent to the server, to be read.
      </footer>
    </div>
  );
}
