import type * as CanvasModule from '@napi-rs/canvas';
import type { Image } from '@napi-rs/canvas';
import { looksLikeNoise, pageLinesOf, type GreyImage } from '@playbook/core';

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

/** The tilt is measured on a copy this wide: a pixel of drift across it is under a tenth of a degree. */
const SKEW_SAMPLE_WIDTH = 640;
/** Below this tilt the image is read as it is: turning it would only blur a straight screenshot. */
const MIN_SKEW_DEGREES = 0.3;
/**
 * A tilted image is a photo of a screen (or a resampled copy): blurred, and blurred again by the turn. Its
 * lines of text are enlarged to at least this height (a 1x desktop board's small type lost half its lines),
 * and a dark page hardly enlarged (its strokes wide, 2x-3x phones) has its greys stretched apart: inverted,
 * its grey prices sit on grey buttons and merged with the point above them (light pages read worse so). Straight screenshots read best as
 * they are.
 */
const PHOTO_LINE_PX = 20;
const PHOTO_CONTRAST_MAX_SCALE = 1.5;
const PHOTO_CONTRAST = ' contrast(2)';

export interface PreparedImage {
  /** A greyscale PNG or JPEG, dark text on light, turned level. */
  image: Buffer;
  width: number;
  height: number;
  /** The tilt found and taken out, in degrees (0 when the image was level). */
  skewDegrees: number;
}

type CanvasLibrary = typeof CanvasModule;
/**
 * The canvas library (native code, about 16 MB resident) loads with the first screenshot, not with the server
 * (ADR 065); prepareImage sets createCanvas before any helper here draws.
 */
let canvasLibrary: Promise<CanvasLibrary> | undefined;
let createCanvas: CanvasLibrary['createCanvas'];

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

/** The side of the image's centre, at its own resolution, that tells text from noise. */
const TEXTURE_SAMPLE = 640;

/** The image holds no text: noise or texture, refused before it takes an OCR worker. */
export class NoTextError extends Error {
  constructor() {
    super('The image is noise, not a page of text');
  }
}

function greyOf(data: Uint8ClampedArray, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  // Grey already: the red channel is the grey level.
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = data[index * 4]!;
  return { pixels, width, height };
}

/** The image's centre in grey at its own resolution (a scaled copy would average noise into flat grey). */
function textureSample(image: Image): GreyImage {
  const width = Math.min(TEXTURE_SAMPLE, image.width);
  const height = Math.min(TEXTURE_SAMPLE, image.height);
  const context = createCanvas(width, height).getContext('2d');
  context.filter = 'grayscale(1)';
  context.drawImage(image, Math.floor((image.width - width) / 2), Math.floor((image.height - height) / 2), width, height, 0, 0, width, height);
  return greyOf(context.getImageData(0, 0, width, height).data, width, height);
}

/** The image in grey, dark text on light, at most SKEW_SAMPLE_WIDTH wide: what the tilt is measured on. */
function skewSample(image: Image, filter: string): GreyImage {
  const scale = Math.min(1, SKEW_SAMPLE_WIDTH / image.width);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const context = createCanvas(width, height).getContext('2d');
  context.filter = filter;
  context.drawImage(image, 0, 0, width, height);
  return greyOf(context.getImageData(0, 0, width, height).data, width, height);
}

interface Plan {
  scale: number;
  skewDegrees: number;
  filter: string;
}

/** How the image is drawn for the recognizer: its scale, the tilt taken out, and the colour filter. */
function planOf(image: Image): Plan {
  const dark = isDark(image);
  const grey = dark ? 'grayscale(1) invert(1)' : 'grayscale(1)';
  const byWidth = Math.min(MAX_SCALE, Math.max(1, TARGET_WIDTH / image.width));
  const sample = skewSample(image, grey);
  const lines = pageLinesOf(sample);
  if (Math.abs(lines.skewDegrees) < MIN_SKEW_DEGREES) return { scale: byWidth, skewDegrees: 0, filter: grey };
  const lineHeight = (lines.lineHeight * image.width) / sample.width;
  const byLine = lineHeight > 0 ? PHOTO_LINE_PX / lineHeight : 1;
  const scale = Math.min(MAX_SCALE, Math.max(byWidth, byLine));
  return { scale, skewDegrees: lines.skewDegrees, filter: dark && scale <= PHOTO_CONTRAST_MAX_SCALE ? grey + PHOTO_CONTRAST : grey };
}

/**
 * The image as the recognizer reads best: scaled up when small, in grey, turned dark-on-light when
 * the page is dark (dark-mode slips put light text on dark cards, and the binariser then loses the lighter
 * buttons' text), and turned level when it is a tilted photo of a screen (a tilted board's stacked buttons
 * split across rows). Noise is refused (NoTextError) before any of that. The pixels are worked by the canvas
 * library's native code and encoded off the event loop.
 */
export async function prepareImage(bytes: Buffer): Promise<PreparedImage> {
  const library = await (canvasLibrary ??= import('@napi-rs/canvas'));
  createCanvas = library.createCanvas;
  const image = await library.loadImage(bytes);
  if (looksLikeNoise(textureSample(image))) throw new NoTextError();
  const { scale, skewDegrees, filter } = planOf(image);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  // The corners a turn uncovers are page, not ink (filled before the filter, which inverts only the image).
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.filter = filter;
  context.translate(width / 2, height / 2);
  context.rotate((-skewDegrees * Math.PI) / 180);
  context.translate(-width / 2, -height / 2);
  context.drawImage(image, 0, 0, width, height);
  const encoded = width * height <= PNG_MAX_PIXELS ? await canvas.encode('png') : await canvas.encode('jpeg', JPEG_QUALITY);
  return { image: encoded, width, height, skewDegrees };
}
