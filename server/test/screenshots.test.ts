import { describe, expect, it } from 'vitest';
import { analyzeScreenshotsResponseSchema, SCREENSHOT_FIELD } from '@playbook/contracts';
import { errorMessageOf } from './helpers/test-app.ts';
import { useTestApp } from './helpers/use-test-app.ts';
import { phoneSlipImage, plainLines, slipImage, THREE_GAME_SLIP, THREE_GAME_SLIP_LINES } from './helpers/slip-image.ts';

const URL_PATH = '/api/analyze-screenshots';

const t = useTestApp();
const cookies = t.userSession('slipper');

interface Part {
  field?: string;
  name?: string;
  type?: string;
  bytes: Uint8Array;
}

function form(parts: readonly Part[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    data.append(part.field ?? SCREENSHOT_FIELD, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'image/png' }), part.name ?? 'slip.png');
  }
  return data;
}

const upload = (parts: readonly Part[]) => t.app.inject({ method: 'POST', url: URL_PATH, cookies, payload: form(parts) });

/** A PNG whose header claims 20000 × 20000 pixels: a decompression bomb the decoder must never see. */
function bombPng(): Buffer {
  const png = slipImage(['x']);
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  return png;
}

describe('POST /api/analyze-screenshots: upload limits', () => {
  const small = slipImage(['Chiefs ML -150']);

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: URL_PATH, payload: form([{ bytes: small }]) });
    expect(response.statusCode).toBe(401);
  });

  it('refuses 11 files with a 413 naming the limit of 10', async () => {
    const response = await upload(Array.from({ length: 11 }, (_, index) => ({ bytes: small, name: `slip-${index}.png` })));
    expect(response.statusCode).toBe(413);
    expect(errorMessageOf(response)).toBe('At most 10 screenshots per request');
  });

  it('refuses a 9 MB file with a 413 naming the 8 MB limit and the file', async () => {
    const big = new Uint8Array(9 * 1024 * 1024);
    big.set(small);
    const response = await upload([{ bytes: big, name: 'huge.png' }]);
    expect(response.statusCode).toBe(413);
    expect(errorMessageOf(response)).toBe('Each screenshot must be at most 8 MB; huge.png is larger');
  });

  it('refuses a non-image by its bytes, whatever type it declares', async () => {
    const text = new TextEncoder().encode('Chiefs -3.5 -110');
    const response = await upload([{ bytes: text, name: 'notes.png', type: 'image/png' }]);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe('Only PNG, JPEG or WebP images are accepted; notes.png is not one');
  });

  it('refuses an image that declares more pixels than the limit', async () => {
    const response = await upload([{ bytes: bombPng(), name: 'bomb.png' }]);
    expect(response.statusCode).toBe(413);
    expect(errorMessageOf(response)).toBe('Each screenshot must be at most 16 megapixels; bomb.png is larger');
  });

  it("refuses a file in another field than 'screenshots'", async () => {
    const response = await upload([{ bytes: small, field: 'image' }]);
    expect(response.statusCode).toBe(400);
    expect(errorMessageOf(response)).toBe("Screenshots go in the 'screenshots' field; 'image' is not accepted");
  });

  it("refuses text sent in the 'screenshots' field with a 400 saying the field takes image files", async () => {
    for (const text of ['Chiefs -3.5 -110', 'x'.repeat(5_000)]) {
      const data = new FormData();
      data.append(SCREENSHOT_FIELD, text);
      data.append(SCREENSHOT_FIELD, new Blob([new Uint8Array(small)], { type: 'image/png' }), 'slip.png');
      const response = await t.app.inject({ method: 'POST', url: URL_PATH, cookies, payload: data });
      expect(response.statusCode, text.slice(0, 20)).toBe(400);
      expect(errorMessageOf(response)).toBe("The 'screenshots' field takes image files; send each screenshot as a file, not as text");
    }
  });

  it('refuses a body that is not multipart, and a form with no file', async () => {
    const json = await t.app.inject({ method: 'POST', url: URL_PATH, cookies, payload: { screenshots: [] } });
    expect(json.statusCode).toBe(400);
    expect(errorMessageOf(json)).toBe("Send the screenshots as multipart/form-data in the 'screenshots' field");
    const empty = await t.app.inject({ method: 'POST', url: URL_PATH, cookies, payload: new FormData() });
    expect(empty.statusCode).toBe(400);
  });
});

describe('POST /api/analyze-screenshots: reading a rendered slip', () => {
  it('reads every line of a rendered three-game slip, the reading done off the server\'s own thread', async () => {
    // The OCR (and the worker's first start) runs in a worker thread, so the server's own thread stays free. Told by
    // CPU time, not by an event-loop stall that a busy machine lengthens: this thread's share of the process's
    // CPU during the request (11-17 % measured; the reading is most of the rest) would be nearly all of it if the
    // reading ran here. Other test files' threads only add to the process's share.
    const thread = process.threadCpuUsage();
    const wholeProcess = process.cpuUsage();
    const response = await upload([{ bytes: slipImage(THREE_GAME_SLIP) }]);
    const threadUsed = process.threadCpuUsage(thread);
    const processUsed = process.cpuUsage(wholeProcess);
    expect(response.statusCode, response.body).toBe(200);
    expect(plainLines(analyzeScreenshotsResponseSchema.parse(response.json()).bettingLines)).toEqual(THREE_GAME_SLIP_LINES);
    const cpu = (usage: NodeJS.CpuUsage) => usage.user + usage.system;
    expect(cpu(threadUsed) / cpu(processUsed), "this thread's share of the CPU used").toBeLessThan(0.5);
  });

  it('reads the same slip as a phone shows it in dark mode, each matchup under its pick', async () => {
    const response = await upload([{ bytes: phoneSlipImage(), name: 'phone.png' }]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = analyzeScreenshotsResponseSchema.parse(response.json());
    expect(plainLines(answer.bettingLines)).toEqual(THREE_GAME_SLIP_LINES);
    // The slip's foot: its wager and to-win, which the legs' prices at this wager do not give (it is a made-up slip).
    expect(answer.slips).toEqual([{ image: 'phone.png', firstLine: 0, legs: 6, wager: 10, toWin: 96.4, toWinAgrees: false }]);
  });

  it('reads JPEG and WebP in one request, in upload order, with the same worker', async () => {
    const response = await upload([
      { bytes: slipImage(['Jets @ Dolphins', 'Jets +7  -115'], 'image/jpeg'), name: 'a.jpg', type: 'image/jpeg' },
      { bytes: slipImage(['Lions vs Vikings', 'Under 51.5  -110'], 'image/webp'), name: 'b.webp', type: 'image/webp' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(plainLines(analyzeScreenshotsResponseSchema.parse(response.json()).bettingLines)).toEqual([
      { game: 'New York Jets @ Miami Dolphins', type: 'spread', description: 'New York Jets +7', odds: -115 },
      { game: 'Detroit Lions @ Minnesota Vikings', type: 'total', description: 'Under 51.5', odds: -110 },
    ]);
  });

  it('answers 400 for a PNG whose header parses but whose body does not, and keeps reading after it', async () => {
    const broken = slipImage(['Chiefs ML -150']).subarray(0, 60);
    const response = await upload([{ bytes: broken, name: 'broken.png' }]);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorMessageOf(response)).toBe('broken.png could not be read as an image');
    const next = await upload([{ bytes: slipImage(['Chiefs ML -150']) }]);
    expect(plainLines(analyzeScreenshotsResponseSchema.parse(next.json()).bettingLines)).toEqual([
      { game: 'Kansas City Chiefs', type: 'moneyline', description: 'Kansas City Chiefs ML', odds: -150 },
    ]);
  });
});
