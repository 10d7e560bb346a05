import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntil } from './free-port.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export type ServerProcess = { url: string; stop(): Promise<number | null> };

/** The real launcher (`apps/api/src/server.ts`) in its own process on a free port, ready once /api/health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(tsx, [path.join(repoRoot, 'apps/api/src/server.ts')], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), WEB_APP_DIR: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`server process on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    return fetch(`${url}/api/health`).then((response) => response.ok, () => false);
  }, { attempts: 600, intervalMs: 100 });
  return {
    url,
    async stop() {
      process.off('exit', kill);
      child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Runs a repository script (`tsx apps/api/scripts/…`) to its end; its exit code and output. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(tsx, [path.join(repoRoot, script), ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
