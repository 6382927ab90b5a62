/**
 * The tilt of a photographed or rotated screenshot, found from its pixels before any text is read:
 * the rows of a slip or board are straight lines of ink, and the ink's row profile is sharpest (its bins'
 * squares sum highest) when it is taken along the rows' own slope. Tilted boards lost a stacked button's point
 * or price to the row above or below; turning the image level before recognition keeps each row together.
 */

/** A greyscale image: one byte (0 black to 255 white) per pixel, row after row, dark text on light. */
export interface GreyImage {
  pixels: Uint8Array;
  width: number;
  height: number;
}

/** Photos of a screen are held within a few degrees of level; a larger angle is no tilt this reads. */
export const MAX_SKEW_DEGREES = 4;
/** The coarse search's step and the fine step around its best angle. */
const COARSE_STEP = 0.25;
const FINE_STEP = 0.05;
/** Darker than this is ink: text on a light page (a dark page is inverted first), not a grey button. */
const INK_BELOW = 110;

function inkOf(image: GreyImage): { xs: Int32Array; ys: Int32Array } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.pixels[y * image.width + x]! < INK_BELOW) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs: Int32Array.from(xs), ys: Int32Array.from(ys) };
}

interface Ink {
  xs: Int32Array;
  ys: Int32Array;
}

/** How much ink lies on each row, the rows sloping at `degrees` (y grows downwards). */
function rowProfile(ink: Ink, width: number, height: number, degrees: number): Float64Array {
  const slope = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(slope) * width);
  const bins = new Float64Array(height + 2 * offset + 1);
  for (let index = 0; index < ink.xs.length; index += 1) {
    bins[Math.round(ink.ys[index]! - ink.xs[index]! * slope) + offset]! += 1;
  }
  return bins;
}

/** How sharply the ink falls into rows at `degrees`: the sum of the profile's squared bins. */
function sharpness(ink: Ink, width: number, height: number, degrees: number): number {
  let sum = 0;
  for (const count of rowProfile(ink, width, height, degrees)) sum += count * count;
  return sum;
}

/** A row holding fewer ink pixels than this share of the width is specks (a JPEG's noise), not text. */
const TEXT_ROW_SHARE = 0.01;
/** Runs of text rows shorter than this are rules and specks, not lines of text. */
const MIN_LINE_PX = 3;

/** The median height of the profile's runs of inked rows: a line of text's height, ascenders to descenders. */
function medianRunHeight(profile: Float64Array, width: number): number {
  const runs: number[] = [];
  let run = 0;
  const minInk = Math.max(1, width * TEXT_ROW_SHARE);
  for (const count of [...profile, 0]) {
    if (count >= minInk) run += 1;
    else {
      if (run >= MIN_LINE_PX) runs.push(run);
      run = 0;
    }
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

function bestAngle(score: (degrees: number) => number, from: number, to: number, step: number): number {
  let best = 0;
  let bestScore = -1;
  const steps = Math.round((to - from) / step);
  for (let index = 0; index <= steps; index += 1) {
    const degrees = from + index * step;
    const value = score(degrees);
    // Ties go to the angle nearest level, so a page with no clear rows is left as it is.
    if (value > bestScore || (value === bestScore && Math.abs(degrees) < Math.abs(best))) {
      best = degrees;
      bestScore = value;
    }
  }
  return best;
}

export interface PageLines {
  /**
   * The slope of the image's rows in degrees (positive: rows fall to the right, as y grows downwards), within
   * ±MAX_SKEW_DEGREES to FINE_STEP; 0 for an image without ink. Rotating the image by minus this levels it.
   */
  skewDegrees: number;
  /** The median height of a line of text in pixels, measured along that slope (0 without ink): small type. */
  lineHeight: number;
}

/** The tilt of the image's rows and the height of its lines of text, from its ink. */
export function pageLinesOf(image: GreyImage): PageLines {
  const ink = inkOf(image);
  if (ink.xs.length === 0) return { skewDegrees: 0, lineHeight: 0 };
  const score = (degrees: number) => sharpness(ink, image.width, image.height, degrees);
  const coarse = bestAngle(score, -MAX_SKEW_DEGREES, MAX_SKEW_DEGREES, COARSE_STEP);
  const skewDegrees = Math.round(bestAngle(score, coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP) * 100) / 100 + 0;
  return { skewDegrees, lineHeight: medianRunHeight(rowProfile(ink, image.width, image.height, skewDegrees), image.width) };
}
