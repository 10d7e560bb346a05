import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') return reject(new Error('no TCP address'));
      server.close(() => resolve(address.port));
    });
  });
}

/** Polls `ready` until it answers true, at most `attempts` times `intervalMs` apart; then throws `what`. */
export async function waitUntil(what: string, ready: () => Promise<boolean>, { attempts = 200, intervalMs = 100 } = {}): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what}: not ready after ${attempts} checks ${intervalMs} ms apart`);
}
