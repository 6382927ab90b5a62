import { useId, useState } from 'react';
import { ScanLine, Upload } from 'lucide-react';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_FILES } from '@playbook/contracts';
import type { SlateGame } from '@playbook/core';
import { FormField } from '@/components/form-field';
import { LeagueSelect } from '@/components/league-select';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { League } from '@/lib/league';
import { ScannedLinesTable } from './scanned-lines-table';
import { useScreenshotScan } from './use-screenshot-scan';

interface OcrScanPanelProps {
  /** Adds the games read to the slate. */
  onGames: (games: Omit<SlateGame, 'id'>[]) => void;
}

function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * docs/product/slate-analyzer.md OCR Scan tab. Where the product's first description showed a disabled placeholder, Playbook reads the screenshots for real
 * with the server's reader and adds each 'away @ home' game it finds to the slate, with the date,
 * league and sportsbook chosen here (a screenshot rarely shows them).
 */
export function OcrScanPanel({ onGames }: OcrScanPanelProps) {
  const inputId = useId();
  const scan = useScreenshotScan(onGames);
  const [league, setLeague] = useState<League>('NFL');
  const [gameDate, setGameDate] = useState(today);
  const [sportsbook, setSportsbook] = useState('');
  const book = sportsbook.trim();

  return (
    <Card>
      <CardHeader>
        <CardTitle>OCR Scan</CardTitle>
        <CardDescription>
          Read games and lines from screenshots of a sportsbook&apos;s board or bet slip: PNG, JPEG or WebP, up to {SCREENSHOT_MAX_FILES}{' '}
          images of {SCREENSHOT_MAX_BYTES / (1024 * 1024)} MB. The games found are added to the slate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <LeagueSelect value={league} onChange={setLeague} />
          <FormField label="Game Date">
            {(control) => <Input {...control} type="date" value={gameDate} onChange={(event) => setGameDate(event.target.value)} />}
          </FormField>
          <FormField label="Sportsbook (optional)">
            {(control) => (
              <Input {...control} placeholder="DraftKings" value={sportsbook} onChange={(event) => setSportsbook(event.target.value)} />
            )}
          </FormField>
        </div>
        <div className="flex min-w-0 flex-col items-center gap-3 rounded-md border border-dashed p-4 text-center sm:p-6">
          <ScanLine className="size-10 text-muted-foreground" aria-hidden="true" />
          <Label htmlFor={inputId}>Screenshots</Label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="w-full min-w-0 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5"
            onChange={(event) => {
              scan.choose(Array.from(event.target.files ?? []));
              // Choosing the same file again after a scan still fires a change.
              event.target.value = '';
            }}
          />
          {scan.files.length > 0 && (
            <p className="text-sm text-muted-foreground">
              {scan.files.length === 1 ? '1 screenshot' : `${scan.files.length} screenshots`} chosen: {scan.files.map((file) => file.name).join(', ')}
            </p>
          )}
          {scan.notice && (
            <p role="alert" className="text-sm text-destructive">
              {scan.notice}
            </p>
          )}
          <Button
            disabled={scan.busy || scan.files.length === 0 || gameDate === ''}
            onClick={() => scan.scan({ league, gameDate, ...(book ? { sportsbook: book } : {}) })}
          >
            <Upload aria-hidden="true" />
            {scan.busy ? 'Scanning...' : 'Scan Screenshots'}
          </Button>
          {scan.busy && <Spinner label="Reading the screenshots..." />}
        </div>
        {scan.result && <ScannedLinesTable {...scan.result} />}
      </CardContent>
    </Card>
  );
}
