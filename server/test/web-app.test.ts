import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREEN_HTML } from '@playbook/contracts/web-build-files';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerWebApp } from '../src/plugins/web-app.ts';
import { createTestApp } from './helpers/test-app.ts';

const distDir = mkdtempSync(path.join(tmpdir(), 'playbook-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Playbook</title>');
// What the build writes for '/': index.html with the signed-in first screen's code preloaded (ADR 074).
const firstScreenHtml = '<!doctype html><title>Playbook</title><link rel="modulepreload" href="/assets/dashboard-1.js">';
writeFileSync(path.join(distDir, FIRST_SCREEN_HTML), firstScreenHtml);
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'assets', 'app-123.js'), 'console.log(1)');
// What the build's precompress plugin writes beside a large file (the contents only need to differ here).
writeFileSync(path.join(distDir, 'assets', 'big-456.js'), 'console.log("plain")');
writeFileSync(path.join(distDir, 'assets', 'big-456.js.br'), 'brotli bytes');
writeFileSync(path.join(distDir, 'assets', 'big-456.js.gz'), 'gzip bytes');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function webApp() {
  const app = Fastify({ logger: false });
  await registerWebApp(app, distDir);
  return app;
}

describe('built front end', () => {
  it('serves the app at the root URL (the dashboard) and at every other page path', async () => {
    const app = await webApp();
    for (const url of ['/', '/?league=NCAA', '/matchup']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Playbook</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    await app.close();
  });

  it("sends '/' with the first screen's preloads and every other page path without them", async () => {
    const app = await webApp();
    expect((await app.inject({ url: '/' })).body).toBe(firstScreenHtml);
    expect((await app.inject({ url: '/?league=NCAA' })).body).toBe(firstScreenHtml);
    for (const url of ['/auth', '/matchup']) expect((await app.inject({ url })).body, url).not.toContain('modulepreload');
    await app.close();
  });

  it('caches hashed assets for a year and keeps unknown API paths a 404', async () => {
    const app = await webApp();
    const asset = await app.inject({ url: '/assets/app-123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/api/nothing-here' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('compressed front end', () => {
  it("sends the build's brotli or gzip copy to a browser that accepts it, the plain file otherwise, varying on Accept-Encoding", async () => {
    const app = await webApp();
    const cases = [
      ['br, gzip, deflate', 'br', 'brotli bytes'],
      ['gzip, deflate', 'gzip', 'gzip bytes'],
      ['identity', undefined, 'console.log("plain")'],
    ] as const;
    for (const [accept, encoding, body] of cases) {
      const response = await app.inject({ url: '/assets/big-456.js', headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.body, accept).toBe(body);
      expect(response.headers['content-type'], accept).toMatch(/javascript/);
      expect(response.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      if (encoding) expect(String(response.headers.vary), accept).toMatch(/accept-encoding/i);
    }
    // A file the build left uncompressed (too small to gain) is sent as it is.
    expect((await app.inject({ url: '/assets/app-123.js', headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBeUndefined();
    await app.close();
  });
});

describe('the front end inside the whole app', () => {
  it('serves its files without a session, and keeps every API path behind the gate however it is spelled', async () => {
    const t = await createTestApp({ webDistDir: distDir });
    const routes = t.app.routeList.filter((route) => route.url === '/*');
    expect(routes.map((route) => route.access)).toEqual(['public']);
    for (const url of ['/', '/matchup', '/assets/app-123.js']) expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    for (const url of ['//api/teams/nfl', '///admin-api/users', '/%2Fapi/teams/nfl', '/assets/../api/teams/nfl']) {
      const response = await t.app.inject({ url });
      expect([401, 404], `${url} → ${response.statusCode} ${response.body}`).toContain(response.statusCode);
      expect(response.body, url).toMatch(/^\{"error":\{"code":/);
    }
    await t.close();
  });
});

describe('HEAD of a page path (RFC 9110 §9.3.2: what GET answers, without the body)', () => {
  /** Headers that differ between any two requests. */
  const perRequest = new Set(['date', 'x-request-id', 'connection', 'keep-alive']);
  const sameHeaders = (headers: Headers) =>
    Object.fromEntries([...headers].filter(([name]) => !perRequest.has(name)));

  it('answers the page status and headers for a deep page path and for /, and the JSON 404 for an unknown API path', async () => {
    const t = await createTestApp({ webDistDir: distDir });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    for (const url of ['/', '/matchup/nfl/KC/BUF', '/parlays?tab=saved', '/api/nothing-here', '/admin-api/nothing-here']) {
      const get = await fetch(base + url);
      const getBody = await get.text();
      const head = await fetch(base + url, { method: 'HEAD' });
      expect(head.status, url).toBe(get.status);
      expect(await head.text(), url).toBe('');
      if (url.includes('api/')) {
        // The JSON 404 names the method ("No route for HEAD …"), so its length is not GET's.
        expect(head.status, url).toBe(404);
        expect(getBody, url).toMatch(/^\{"error":\{"code":"NOT_FOUND"/);
        expect(head.headers.get('content-type'), url).toMatch(/^application\/json/);
      } else {
        expect(sameHeaders(head.headers), url).toEqual(sameHeaders(get.headers));
        expect(head.status, url).toBe(200);
        expect(head.headers.get('content-type'), url).toMatch(/^text\/html/);
      }
    }
    await t.close();
  });
});
