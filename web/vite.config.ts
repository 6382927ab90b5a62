import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPageBudget } from './first-page-budget.ts';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { firstScreenPreloads } from './first-screen-preloads.ts';
import { precompress } from './precompress.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? '5001'}`;

/**
 * Two builds (npm run build): the browser's into dist, and the server's render of the signed-in '/' (`--ssr
 * src/entry-server.tsx`) into dist-server, which the server imports (ADR 080): the first page's budget, its
 * preloads, the chunk groups and the compressed copies are the browser build's alone.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [firstPageBudget(), firstScreenPreloads(), precompress()])],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server's render bundles its packages too (it runs from its own folder, found by nothing but its path), in
  // their production builds: the server's process sets no NODE_ENV, and React's development build renders slower.
  ...(isSsrBuild && { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    reportCompressedSize: true,
    // Every browser the app supports preloads modules itself (Chromium 66, Firefox 115, Safari 17): the polyfill
    // was half a kilobyte of the first page for none of them (ADR 068).
    modulePreload: { polyfill: false },
    // Per chunk: the lazily loaded chart chunk (Recharts, 370 KB) is the largest; the first page's budget is
    // enforced as a whole by firstPageBudget.
    chunkSizeWarningLimit: 400,
    // React changes least often: its own chunk caches across app releases and keeps the entry small. The signed-in
    // first screen's modules are two chunks, not about 50 small ones (ADR 074).
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }, firstScreenChunks()] } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/admin-api': apiTarget },
  },
}));
