import type { IncomingMessage } from 'node:http';
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_MAX_FILES } from '@playbook/contracts';

/**
 * The most an upload's body may hold: ten screenshots of 8 MB and 1 MiB for the part headers and boundaries
 * (the parser reads a part's header up to 80 KB, and a form has at most 11 parts). A browser's upload is
 * never larger, so it always gets its answer.
 */
export const UPLOAD_MAX_BODY_BYTES = SCREENSHOT_MAX_FILES * SCREENSHOT_MAX_BYTES + 1024 * 1024;

const limited = new WeakSet<IncomingMessage>();

/**
 * Ends the connection of an upload whose body passes `maxBytes` (ADR 041). The multipart parser bounds each
 * file, not the body: bytes before the first boundary or after the last one are skipped without limit, and a
 * refused upload's rest is read and dropped, so one connection could make the server read gigabytes (1.5 GB in
 * 3 s on loopback) until the request timeout. Call it in the same tick as the parser starts, so it counts every
 * byte the parser reads, and what is read and dropped after an early answer; or, for a body nobody parsed,
 * before the answer is sent (Node would otherwise drop the rest below any listener, without limit). A second
 * call on the same request does nothing.
 */
export function limitUploadBody(raw: IncomingMessage, maxBytes = UPLOAD_MAX_BODY_BYTES): void {
  if (limited.has(raw)) return;
  limited.add(raw);
  let received = 0;
  raw.on('data', (bytes: Buffer) => {
    received += bytes.length;
    if (received > maxBytes) raw.destroy();
  });
}
