/**
 * The servers bench/api.ts measures, in their own processes so the load generator does not share their
 * event loop: a bare Fastify route here, and Playbook's compiled server (`server/dist/main.js`, what
 * `npm start` runs) in a child process on a fresh embedded data folder, which loads the demo season at
 * start-up. Prints one JSON line ({bareUrl, appUrl, cookie, startUpMs, gameHubBytes}) once both answer, then
 * serves until killed (and stops the compiled server with it).
 */
import http from 'node:http';
import Fastify from 'fastify';
import { benchSession } from './bench-session.ts';
import { startCompiledServer } from './compiled-server.ts';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

// Logging at warn (compiled-server.ts): the default (info) logs two lines per request, which a load test would mostly measure.
const server = await startCompiledServer({ env: { DATA_SOURCE: 'demo' } });
process.once('SIGTERM', () => {
  process.exitCode = 0;
  void server.stop().then(() => bare.close());
});
const { appUrl } = server;
const startUpMs = server.healthyMs;

const cookie = await benchSession(appUrl, 'bench_user');

/** Bytes on the wire (not decompressed) of the game hub in one encoding. */
const hubBytes = (encoding: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(`${appUrl}/api/gamehub/all`, { headers: { cookie, 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
const gameHubBytes = { identity: await hubBytes('identity'), gzip: await hubBytes('gzip') };

console.log(JSON.stringify({ bareUrl, appUrl, cookie, startUpMs, gameHubBytes }));
