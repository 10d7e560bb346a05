// Fails when committed or generated artefacts no longer match their sources:
// the OpenAPI document emitted by apps/api, and the orval client generated from it.
import { spawnSync } from 'node:child_process';

const steps = [
  ['npm', ['run', '--silent', 'openapi', '-w', '@hotel/api', '--', '--check']],
  ['npm', ['run', '--silent', 'generate', '-w', '@hotel/api-client', '--', '--check']],
];
for (const [command, args] of steps) {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
console.log('Generated artefacts are up to date.');
