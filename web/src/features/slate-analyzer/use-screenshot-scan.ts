import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_FILES, type ScreenshotBettingLine } from '@playbook/contracts';
import { slateGamesFromLines, type SlateGame, type SlateGameDefaults } from '@playbook/core';
import { analyzeScreenshots } from '@/lib/analyze-screenshots';
import { ApiError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { OCR_SCAN_MESSAGES, scanCompleteToast } from './ocr-scan-messages';

export interface ScanResult {
  lines: ScreenshotBettingLine[];
  added: number;
  skipped: number;
}

export interface ScreenshotScan {
  files: File[];
  /** Keeps the images among the chosen files (docs/product/slate-analyzer.md: a type beginning with image/) up to the limits. */
  choose: (chosen: readonly File[]) => void;
  /** Why chosen files were left out, when some were. */
  notice: string | null;
  scan: (defaults: SlateGameDefaults) => void;
  busy: boolean;
  result: ScanResult | null;
}

/** The browser's side of the server's limits: a file the server would refuse is never sent. */
function acceptedFiles(chosen: readonly File[]): { files: File[]; notice: string | null } {
  const images = chosen.filter((file) => file.type.startsWith('image/'));
  const small = images.filter((file) => file.size <= SCREENSHOT_MAX_BYTES);
  const files = small.slice(0, SCREENSHOT_MAX_FILES);
  const notes = [
    images.length < chosen.length ? OCR_SCAN_MESSAGES.notImages : null,
    small.length < images.length ? OCR_SCAN_MESSAGES.tooLarge : null,
    files.length < small.length ? OCR_SCAN_MESSAGES.tooMany : null,
  ].filter((note) => note !== null);
  return { files, notice: notes.length > 0 ? notes.join(' ') : null };
}

/**
 * The OCR Scan tab's reading (a placeholder in docs/product/slate-analyzer.md): the screenshots go to the server's
 * reader, and the games in the lines it finds are handed to `onGames` to join the slate.
 */
export function useScreenshotScan(onGames: (games: Omit<SlateGame, 'id'>[]) => void): ScreenshotScan {
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<ScanResult | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ images }: { images: File[]; defaults: SlateGameDefaults }) => (await analyzeScreenshots(images)).bettingLines,
    onSuccess: (lines, { defaults }) => {
      const { games, skipped } = slateGamesFromLines(lines, defaults);
      setResult({ lines, added: games.length, skipped });
      if (lines.length === 0) toast(OCR_SCAN_MESSAGES.noLinesFound);
      else if (games.length === 0) toast(OCR_SCAN_MESSAGES.noGamesFound);
      else {
        onGames(games);
        toast(scanCompleteToast(lines.length, games.length));
        setFiles([]);
        setNotice(null);
      }
    },
    // The server's sentence names the limit a refused upload broke; anything else gets the page's words.
    onError: (error) =>
      toast(
        error instanceof ApiError && error.serverMessage
          ? { ...OCR_SCAN_MESSAGES.analysisFailed, description: error.serverMessage }
          : OCR_SCAN_MESSAGES.analysisFailed,
      ),
  });

  const choose = (chosen: readonly File[]) => {
    const accepted = acceptedFiles(chosen);
    setFiles(accepted.files);
    setNotice(accepted.notice);
  };
  const scan = (defaults: SlateGameDefaults) => {
    if (files.length === 0) toast(OCR_SCAN_MESSAGES.noData);
    else mutation.mutate({ images: files, defaults });
  };
  return { files, choose, notice, scan, busy: mutation.isPending, result };
}
