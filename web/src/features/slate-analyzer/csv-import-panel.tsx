import { useId, useState } from 'react';
import { FileText, Upload } from 'lucide-react';
import { SLATE_CSV_TEMPLATE, SLATE_CSV_TEMPLATE_HEADERS } from '@playbook/core';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';

interface CsvImportPanelProps {
  /** Parses and imports the text; true when it was imported (the box then clears). */
  onImport: (csv: string) => boolean;
}

const textareaClass =
  'min-h-48 w-full rounded-md border border-input bg-card px-3 py-2 font-mono text-xs shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** docs/product/slate-analyzer.md CSV tab: a text box, 'Import CSV Data', 'Load Template' and the template. */
export function CsvImportPanel({ onImport }: CsvImportPanelProps) {
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <Card>
      <CardHeader>
        <CardTitle>CSV Import</CardTitle>
        <CardDescription>
          Paste comma-separated games with a header row. Required columns: homeTeam, awayTeam, gameDate, league. An import replaces the
          slate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={id}>CSV Data</Label>
          <textarea
            id={id}
            className={textareaClass}
            spellCheck={false}
            placeholder={SLATE_CSV_TEMPLATE_HEADERS.join(',')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={blank} onClick={() => onImport(text) && setText('')}>
            <Upload aria-hidden="true" />
            Import CSV Data
          </Button>
          <Button variant="outline" onClick={() => setText(SLATE_CSV_TEMPLATE)}>
            <FileText aria-hidden="true" />
            Load Template
          </Button>
        </div>
        <details className="rounded-md border bg-muted/40 p-3 text-sm">
          <summary className="cursor-pointer font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">CSV Template Format</summary>
          <p className="mt-2 text-muted-foreground">
            Optional columns: gameTime, spread, overUnder, homeMoneyline, awayMoneyline, sportsbook. League is NCAA only when it says NCAA;
            anything else is NFL. Game dates are YYYY-MM-DD or M/D/YYYY. Blank rows, rows missing a team, the date or the league, and rows
            with a date that does not exist or a moneyline between -100 and +100 are skipped, and the import says which and why.
          </p>
          <pre className="mt-2 overflow-x-auto rounded bg-card p-2 text-xs">{SLATE_CSV_TEMPLATE}</pre>
        </details>
      </CardContent>
    </Card>
  );
}
