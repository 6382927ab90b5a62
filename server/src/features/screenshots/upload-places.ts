import { SCREENSHOT_MAX_FILES } from '@playbook/contracts';
import type { OcrPool } from './ocr-pool.ts';
import { SCREENSHOT_ERRORS } from './service.ts';

/**
 * Images one address may have arriving, waiting or being read at once (ADR 041): one full upload. Filling the
 * reader's queue (two full uploads) then takes two addresses, counted as the sign-in limits count them.
 */
export const OCR_MAX_QUEUED_PER_ADDRESS = SCREENSHOT_MAX_FILES;

/** The queue places one upload holds, taken one per file as its part begins and given back all at once. */
export interface RequestPlaces {
  /** Takes a place for the next file, or throws the 503 (queue full) or 429 (this address holds its share). */
  take(): void;
  release(): void;
}

/**
 * Queue places taken before a file is buffered, not after the whole body arrived (ADR 041): every buffered
 * screenshot holds a place, so the uploads in memory are bounded by the queue (20 images of 8 MB) however many
 * requests run at once. Before, each request buffered up to 80 MB and only then asked for places: ten parallel
 * uploads of one account held 720 MB, thirty would have held 2.4 GB.
 */
export class UploadPlaces {
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly ocr: Pick<OcrPool, 'reserve'>,
    private readonly perAddress = OCR_MAX_QUEUED_PER_ADDRESS,
  ) {}

  forRequest(address: string): RequestPlaces {
    const releases: (() => void)[] = [];
    return {
      take: () => {
        const held = this.byAddress.get(address) ?? 0;
        if (held >= this.perAddress) throw SCREENSHOT_ERRORS.addressBusy();
        const release = this.ocr.reserve(1);
        if (!release) throw SCREENSHOT_ERRORS.busy();
        releases.push(release);
        this.byAddress.set(address, held + 1);
      },
      release: () => {
        const given = releases.splice(0);
        if (given.length === 0) return;
        for (const release of given) release();
        const left = (this.byAddress.get(address) ?? 0) - given.length;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }
}
