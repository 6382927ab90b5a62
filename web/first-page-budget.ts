import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { chunksLoaded } from './chunk-graph.ts';
import { FIRST_SCREEN_CHUNKS } from './first-screen-chunks.ts';

/**
 * What a signed-in first visit to '/' loads besides the entry: the signed-in frame, the dashboard, and the frame's
 * schemas, which read the session's answer before the first render (ADR 076).
 */
export const FIRST_PAGE_SCREENS = ['/src/app/app-layout.tsx', '/src/features/dashboard/dashboard-page.tsx', '/src/lib/frame-schemas.ts'];
/** What the sign-in page loads besides the entry. */
const SIGN_IN_SCREENS = ['/src/features/auth/auth-page.tsx'];
/** The first page's JavaScript is at most 250 KB gzipped. */
const BUDGET_KB = 250;

/**
 * Prints the gzipped JavaScript of the first page (the entry, the lazy chunks of the screens above, and
 * every chunk they import statically) and fails the build when it is over budget, so a heavy import on
 * the first page is caught where it is made.
 */
export function firstPageBudget(): Plugin {
  return {
    name: 'playbook-first-page-budget',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const pageOf = (screens: readonly string[]) => {
        const loaded = chunksLoaded(chunks, screens);
        const bytes = loaded.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
        return { chunks: loaded.length, kb: bytes / 1024, names: loaded.map((chunk) => chunk.name) };
      };
      const signIn = pageOf(SIGN_IN_SCREENS);
      // Printed, not enforced: the bench measures it with the CSS against its 150 KB (ADR 068).
      this.info(`sign-in page ('/auth'): ${signIn.chunks} chunks, ${signIn.kb.toFixed(1)} KB of JavaScript gzipped`);
      const signedInCode = FIRST_SCREEN_CHUNKS.filter(({ name }) => signIn.names.includes(name));
      if (signedInCode.length > 0) this.error(`the sign-in page loads the signed-in first screen's ${signedInCode.map(({ name }) => name).join(' and ')} chunk`);
      const { chunks: count, kb } = pageOf(FIRST_PAGE_SCREENS);
      this.info(`first page ('/', signed in): ${count} chunks, ${kb.toFixed(1)} KB of JavaScript gzipped (budget ${BUDGET_KB} KB)`);
      if (kb > BUDGET_KB) this.error(`the first page's JavaScript is ${kb.toFixed(1)} KB gzipped, over the ${BUDGET_KB} KB budget`);
    },
  };
}
