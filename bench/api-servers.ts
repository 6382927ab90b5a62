/**
 * The servers bench/api.ts measures, in their own process so the load generator does not share their event
 * loop: a bare Fastify route and Playbook's app on the demo season in an in-memory database. Prints one JSON
 * line ({bareUrl, appUrl, cookie, startUpMs, gameHubBytes}) once both listen, then serves until killed.
 */
import Fastify from 'fastify';
import { SESSION_COOKIE } from '../server/src/auth/sessions.ts';
import { startDemoApp } from './demo-app.ts';

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

const { app, url: appUrl, token, startUpMs } = await startDemoApp('bench_user');
const cookie = `${SESSION_COOKIE}=${token}`;
const hubBytes = async (encoding: string) =>
  (await app.inject({ url: '/api/gamehub/all', headers: { cookie, 'accept-encoding': encoding } })).rawPayload.length;
const gameHubBytes = { identity: await hubBytes('identity'), gzip: await hubBytes('gzip') };

console.log(JSON.stringify({ bareUrl, appUrl, cookie, startUpMs, gameHubBytes }));
