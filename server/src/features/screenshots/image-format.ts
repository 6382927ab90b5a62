import type { ScreenshotFormat } from '@playbook/contracts';

/**
 * What an upload really is, read from its first bytes: the declared content type is the client's word and
 * proves nothing, and the OCR engine should only ever be handed formats it decodes.
 */
export function imageFormatOf(bytes: Uint8Array): ScreenshotFormat | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  // RIFF....WEBP
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) return 'webp';
  return undefined;
}

/** Width and height of a PNG from its IHDR chunk, which the format requires to come first. */
function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Width and height of a JPEG from its first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return undefined;
}

/** Width and height of a WebP from its first chunk: extended (VP8X), lossy (VP8) or lossless (VP8L). */
function webpSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.length < 30) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const uint24 = (offset: number) => view.getUint16(offset, true) + ((bytes[offset + 2] ?? 0) << 16);
  if (chunk === 'VP8X') return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return undefined;
}

const SIZE_READERS: Record<ScreenshotFormat, (bytes: Uint8Array) => { width: number; height: number } | undefined> = {
  png: pngSize,
  jpeg: jpegSize,
  webp: webpSize,
};

/**
 * The pixel count a decoder will allocate, or undefined when the header does not say: a small file can
 * declare a huge image (a decompression bomb) and exhaust the OCR worker's memory.
 */
export function imagePixelsOf(bytes: Uint8Array, format: ScreenshotFormat): number | undefined {
  const size = SIZE_READERS[format](bytes);
  return size ? size.width * size.height : undefined;
}
