import { ODDS_PLACEHOLDERS } from '@playbook/core';
import { ODDS_INPUT_MODE } from '@/lib/odds-format';
import { useOddsFormat } from '@/lib/display-settings';
import { useId, useState, type FormEvent } from 'react';
import { ImageUp, Plus, X } from 'lucide-react';
import { SCREENSHOT_MAX_FILES } from '@playbook/contracts';
import type { BettingLine, BettingLineType } from '@playbook/core';
import { ChoiceSelect } from '@/components/choice-select';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { checkManualLine, EMPTY_MANUAL_LINE, imageFiles, manualOddsMessage, type ManualLineText } from './generator-inputs';
import { PROFIT_TARGET_TOASTS } from './generator-messages';

const TYPE_CHOICES: { value: BettingLineType; label: string }[] = [
  { value: 'spread', label: 'Spread' },
  { value: 'moneyline', label: 'Moneyline' },
  { value: 'total', label: 'Total' },
];

function ScreenshotPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const inputId = useId();
  return (
    <div className="grid gap-3">
      <Label htmlFor={inputId}>Bet slip or odds board screenshots</Label>
      <Input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        className="h-auto cursor-pointer py-2"
        onChange={(event) => {
          // docs/product/profit-target.md: only files whose type begins with image/; the server takes at most 10 per upload.
          const chosen = imageFiles(event.target.files ?? []);
          onChange([...files, ...chosen].slice(0, SCREENSHOT_MAX_FILES));
          event.target.value = '';
        }}
      />
      <p className="text-xs text-muted-foreground">Images only, up to {SCREENSHOT_MAX_FILES}. They are read when you press Use Screenshots.</p>
      {files.length > 0 && (
        <ul className="grid gap-1.5" aria-label="Screenshots to read">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <ImageUp className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="truncate">{file.name}</span>
              </span>
              <Button variant="ghost" size="icon" aria-label={`Remove ${file.name}`} onClick={() => onChange(files.filter((_, i) => i !== index))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ManualLineForm({ onAdd }: { onAdd: (line: BettingLine) => void }) {
  const [text, setText] = useState<ManualLineText>(EMPTY_MANUAL_LINE);
  const [oddsError, setOddsError] = useState<string | undefined>();
  const oddsFormat = useOddsFormat();
  const set = (field: 'game' | 'description' | 'odds') => (event: { target: { value: string } }) => setText((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkManualLine(text, oddsFormat);
    if (!check.ok) {
      if (check.reason === 'missing') toast(PROFIT_TARGET_TOASTS.missingInformation);
      setOddsError(check.reason === 'odds' ? manualOddsMessage(oddsFormat) : undefined);
      return;
    }
    setOddsError(undefined);
    onAdd(check.line);
    // The game and type stay: the next line is usually another pick of the same game.
    setText((current) => ({ ...current, description: '', odds: '' }));
  };

  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate aria-label="Add a betting line">
      <FormField label="Game">{(c) => <Input {...c} placeholder="KC @ BUF" value={text.game} onChange={set('game')} />}</FormField>
      <FormField label="Type">
        {(c) => <ChoiceSelect {...c} value={text.type} choices={TYPE_CHOICES} onChange={(type) => setText((current) => ({ ...current, type }))} />}
      </FormField>
      <FormField label="Description">{(c) => <Input {...c} placeholder="KC -2.5, BUF ML or Over 47.5" value={text.description} onChange={set('description')} />}</FormField>
      <FormField label="Odds" error={oddsError}>
        {(c) => <Input {...c} inputMode={ODDS_INPUT_MODE} placeholder={ODDS_PLACEHOLDERS[oddsFormat]} value={text.odds} onChange={set('odds')} />}
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" variant="outline">
          <Plus aria-hidden="true" />
          Add Line
        </Button>
      </div>
    </form>
  );
}

interface LineEntryTabsProps {
  screenshots: File[];
  onScreenshotsChange: (files: File[]) => void;
  onAddLine: (line: BettingLine) => void;
}

/** docs/product/profit-target.md: the alternative to live lines, with tabs Upload Screenshots and Manual Entry. */
export function LineEntryTabs({ screenshots, onScreenshotsChange, onAddLine }: LineEntryTabsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Or Add Your Own Lines</CardTitle>
        <CardDescription>Upload bet slip screenshots to read their lines, or type lines in.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="upload">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
            <TabsTrigger value="upload" className="whitespace-normal py-1.5">
              Upload Screenshots
            </TabsTrigger>
            <TabsTrigger value="manual" className="whitespace-normal py-1.5">
              Manual Entry
            </TabsTrigger>
          </TabsList>
          <TabsContent value="upload">
            <ScreenshotPicker files={screenshots} onChange={onScreenshotsChange} />
          </TabsContent>
          <TabsContent value="manual">
            <ManualLineForm onAdd={onAddLine} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
