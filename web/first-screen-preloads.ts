import { FIRST_SCREEN_HTML } from '@playbook/contracts/web-build-files';
import type { Plugin } from 'vite';
import { chunksLoaded } from './chunk-graph.ts';
import { FIRST_PAGE_SCREENS } from './first-page-budget.ts';

/**
 * The reads the dashboard's first paint waits for, the session and the default league's teams (lib/league.ts),
 * which app/first-screen.ts asks for again when the page's code runs: the browser hands that request the answer
 * this preload started while the HTML was read (a fetch matches a `crossorigin` fetch preload of its URL).
 */
const FIRST_SCREEN_READS = ['/api/user', '/api/teams/NFL'];

/**
 * What only a page that reads the session itself needs, marked `data-session-read`: the session's read and the
 * schemas it is read with. The server drops them from a '/' it rendered, which carries the session (ADR 080).
 */
const SESSION_READS = new Set(['/api/user']);
const SESSION_SCHEMAS = '/src/lib/frame-schemas.ts';
const SESSION_READ_ATTRIBUTE = 'data-session-read';

/**
 * Adds first-screen.html to the build, the page the server sends for '/' (every other path gets index.html):
 * index.html with a module preload of every chunk of the signed-in first screen (the frame, the dashboard) that
 * the entry does not load itself (ADR 074). The browser then fetches them while the entry's own chunks arrive,
 * instead of once the entry has run (app/first-screen.ts starting them).
 */
export function firstScreenPreloads(): Plugin {
  return {
    name: 'playbook-first-screen-preloads',
    apply: 'build',
    generateBundle: {
      // After Vite's HTML plugin has added index.html; before precompress writes its .br and .gz copies.
      order: 'post',
      handler(_options, bundle) {
        const indexHtml = bundle['index.html'];
        if (indexHtml?.type !== 'asset') return this.error('the build has no index.html to add the preloads to');
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const withEntry = new Set(chunksLoaded(chunks, []).map((chunk) => chunk.fileName));
        const rendered = new Set(chunksLoaded(chunks, FIRST_PAGE_SCREENS.filter((screen) => screen !== SESSION_SCHEMAS)).map((chunk) => chunk.fileName));
        const marked = (sessionRead: boolean) => (sessionRead ? ` ${SESSION_READ_ATTRIBUTE}` : '');
        const links = chunksLoaded(chunks, FIRST_PAGE_SCREENS)
          .filter((chunk) => !withEntry.has(chunk.fileName))
          // Normal priority (ADR 076): low kept them behind the reads when those started with the entry; the reads
          // now start first, from this page, and low-priority code arrived about 300 ms later at load 11-13.
          .map((chunk) => `    <link rel="modulepreload" crossorigin href="/${chunk.fileName}"${marked(!rendered.has(chunk.fileName))}>\n`)
          .join('');
        const reads = FIRST_SCREEN_READS.map((url) => `    <link rel="preload" as="fetch" crossorigin href="${url}"${marked(SESSION_READS.has(url))}>\n`).join('');
        const source = indexHtml.source.toString().replace('  </head>', `${reads}${links}  </head>`);
        this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_HTML, source });
      },
    },
  };
}
