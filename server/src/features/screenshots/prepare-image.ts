import { createCanvas, loadImage, type Image } from '@napi-rs/canvas';

/**
 * Phone screenshots at 1x carry letters 7-9 px high, below what the recognizer reads well; they are scaled up
 * so the page is about this wide. Wider images are read as they are.
 */
const TARGET_WIDTH = 1000;
/** At most this scale, so a tiny image is not blown up into a huge one. */
const MAX_SCALE = 3;

/**
 * Up to this many pixels (any phone screenshot) the prepared image is a PNG: lossless, and JPEG's ringing cost
 * a dark board a third of its spread prices. Larger images are a JPEG at JPEG_QUALITY, quick to encode whatever
 * they hold (a 16-megapixel noise image took 12 s to encode as PNG here, under 1 s as JPEG).
 */
const PNG_MAX_PIXELS = 4_000_000;
const JPEG_QUALITY = 95;

export interface PreparedImage {
  /** A greyscale PNG or JPEG, dark text on light. */
  image: Buffer;
  width: number;
  height: number;
}

/** The side of the thumbnail that tells a dark page from a light one. */
const THUMB = 32;

function isDark(image: Image): boolean {
  const thumb = createCanvas(THUMB, THUMB);
  const context = thumb.getContext('2d');
  context.drawImage(image, 0, 0, THUMB, THUMB);
  const { data } = context.getImageData(0, 0, THUMB, THUMB);
  let dark = 0;
  for (let offset = 0; offset < data.length; offset += 4) {
    if (data[offset]! * 0.299 + data[offset + 1]! * 0.587 + data[offset + 2]! * 0.114 < 128) dark += 1;
  }
  return dark > (THUMB * THUMB) / 2;
}

/**
 * The image as the recognizer reads best (issue 25): scaled up when small, in grey, and turned dark-on-light
 * when the page is dark (dark-mode slips put light text on dark cards, and the binariser then loses the
 * lighter buttons' text). The pixels are worked by the canvas library's native code and encoded off the
 * event loop.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const image = await loadImage(bytes);
  const scale = Math.min(MAX_SCALE, Math.max(1, TARGET_WIDTH / image.width));
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.filter = isDark(image) ? 'grayscale(1) invert(1)' : 'grayscale(1)';
  context.drawImage(image, 0, 0, width, height);
  const encoded = width * height <= PNG_MAX_PIXELS ? await canvas.encode('png') : await canvas.encode('jpeg', JPEG_QUALITY);
  return { image: encoded, width, height };
}
