import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src/config.ts';
import { useTestApp } from './helpers/use-test-app.ts';

// TRUST_PROXY as a number of proxies (a CDN in front of a load balancer is 2): the client is the address the
// outermost trusted proxy appended, whatever the client wrote before it (ADR 033).
describe('TRUST_PROXY', () => {
  it('reads true, 1 and false as one proxy or none, and a count from 2 to 10 as that many', () => {
    const hops = (value: string | undefined) => loadSettings({ TRUST_PROXY: value }).app.trustProxy;
    expect([hops(undefined), hops('false'), hops('0'), hops('true'), hops('1'), hops('2'), hops('10')]).toEqual([0, 0, 0, 1, 1, 2, 10]);
  });

  it('stops the server with a message naming TRUST_PROXY for anything else', () => {
    for (const value of ['11', '-1', '1.5', 'maybe', '']) {
      expect(() => loadSettings({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: expected true, false or a number of proxies from 1 to 10/);
    }
  });

  describe('behind two proxies', () => {
    const proxied = useTestApp({ trustProxy: 2, authLimits: { attemptsPerIp: 3, failuresPerAccountAndAddress: 100, failuresPerAccount: 100, windowMs: 60_000 } });

    it('counts a client against the address the CDN appended, not one the client wrote nor the CDN itself', async () => {
      const attempt = (forwardedFor: string, n: number) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          // The load balancer is the socket (127.0.0.1); it appended the CDN's address (192.0.2.1), which had
          // appended the client's (203.0.113.7) after whatever the client wrote itself.
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { username: `hopper_${n}`, password: 'a wrong guess' },
        });
      const answers = [];
      for (let n = 1; n <= 4; n++) answers.push((await attempt(`198.51.100.${n}, 203.0.113.7, 192.0.2.1`, n)).statusCode);
      expect(answers).toEqual([401, 401, 401, 429]);
      // Another client behind the same CDN has its own count.
      expect((await attempt('203.0.113.8, 192.0.2.1', 9)).statusCode).toBe(401);
    });
  });
});
