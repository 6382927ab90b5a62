import http from 'node:http';

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/**
 * A closed-loop load of `connections` keep-alive connections for `seconds`, through Node's own HTTP client
 * (llhttp, which reads binary bodies at full speed, unlike autocannon's JavaScript parser). Bodies are read
 * and dropped, not decompressed, as a browser's network thread would receive them.
 */
export async function httpLoad(url: string, headers: Record<string, string>, connections: number, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const request = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent, headers }, (response) => {
          if (response.statusCode !== 200) errors += 1;
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const connection = async () => {
    while (performance.now() < end) await request();
  };
  await Promise.all(Array.from({ length: connections }, connection));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { requestsPerSecond: latencies.length / seconds, p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN, errors };
}
