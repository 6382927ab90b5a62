import net from 'node:net';

/** A port the system says is free right now: a server started on it next will not meet EADDRINUSE from a guess. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port was given'))));
    });
  });
