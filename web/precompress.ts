import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images and fonts are compressed already. */
const TEXT_FILE = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;
/**
 * Below this, gzip's own header and the encoding header eat what compression saves (a 250-byte chunk: 176 bytes
 * gzipped; 200 bytes: about the same). Most of the app's chunks under 1 KB compress by a third (ADR 068).
 */
const MIN_BYTES = 256;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the highest
 * levels: the server sends the copy the browser accepts (@fastify/static's preCompressed) instead of the
 * whole file or a compression on every request.
 */
function compress(file: string): void {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return;
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
}

export function precompress(): Plugin {
  let publicFiles: string[] = [];
  return {
    name: 'playbook-precompress',
    apply: 'build',
    configResolved(config) {
      // The public folder's files (the logo every page shows) are copied as they are, outside the bundle.
      const copied = config.publicDir !== '' && config.build.copyPublicDir && existsSync(config.publicDir);
      publicFiles = copied ? readdirSync(config.publicDir, { recursive: true, encoding: 'utf8' }) : [];
    },
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const fileName of [...Object.keys(bundle), ...publicFiles]) {
        const file = path.join(outDir, fileName);
        if (TEXT_FILE.test(fileName) && existsSync(file)) compress(file);
      }
    },
  };
}
