import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort, waitUntil } from './free-port.js';

export type PrivateRedis = {
  port: number;
  url: string;
  /** Ends the server (SIGKILL: no goodbye to its clients, as in a crash or a lost network) and waits for its exit. */
  stop(): Promise<void>;
  /** Starts it again, empty, on the same port and waits until it answers PING. */
  start(): Promise<void>;
  destroy(): Promise<void>;
};

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    const finish = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1_000, () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
      if (answer.includes('\r\n')) finish(answer.startsWith('+PONG'));
    });
  });
}

/** A `redis-server` of this test's own on a free port of 127.0.0.1, keeping nothing on disk. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  if (spawnSync('redis-server', ['--version']).error) {
    throw new Error('A private Redis needs the redis-server binary on PATH (install redis-server).');
  }
  const port = await freePort();
  let server: ChildProcess | undefined;
  const killOnExit = () => server?.kill('SIGKILL');
  process.once('exit', killOnExit);

  const start = async () => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
      stdio: 'ignore',
    });
    server = child;
    child.once('exit', () => {
      if (server === child) server = undefined;
    });
    await waitUntil(`private redis-server on port ${port}`, async () => {
      if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited with code ${child.exitCode}`);
      return answersPing(port);
    });
  };
  const stop = async () => {
    const child = server;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    stop,
    start,
    async destroy() {
      process.off('exit', killOnExit);
      await stop();
    },
  };
}
