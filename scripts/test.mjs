// Runs every test suite of the repository and ends with one plain summary line.
// Usage: npm test [-- <vitest arguments>], e.g. `npm test -- --project=api`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);
const hasProjectFilter = extraArgs.some((arg) => arg.startsWith('--project'));
const selectsProject = (name) => extraArgs.includes(`--project=${name}`) || extraArgs.some((arg, i) => arg === '--project' && extraArgs[i + 1] === name);
const runsE2e = !hasProjectFilter || selectsProject('e2e');
const runsKitPackage = !hasProjectFilter || selectsProject('kit-package');
const runsBrowserTests = !hasProjectFilter || selectsProject('storybook') || selectsProject('ui-react18') || selectsProject('brands') || selectsProject('layout') || selectsProject('visual') || runsKitPackage || runsE2e;

if (runsBrowserTests && !existsSync(chromiumPath)) {
  console.error(
    `The browser tests (stories, end-to-end) need Chromium at ${chromiumPath} (Debian: apt-get install -y chromium), ` +
      'or set CHROMIUM_PATH. Refusing to report a partial run as a pass.',
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.warn('TEST_DATABASE_URL is not set: the API suite runs against SQLite only (CI also runs it against PostgreSQL).');
}
if (!process.env.TEST_REDIS_URL) {
  console.warn('TEST_REDIS_URL is not set: the Redis rate-limit tests are skipped (CI runs them).');
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed.`);
  }
  return result.status === 0;
}

const generatedPassed = run('node', ['scripts/check-generated.mjs']);
// README and docs/ against the code: named files, links, the screen table, configuration (scripts/check-docs.mjs).
const docsPassed = run('node', ['scripts/check-docs.mjs']);
const checksPassed = generatedPassed && docsPassed;

// The end-to-end test drives the built app (apps/hotel/dist) as the API serves it, and the kit-package suite
// measures the built kit (packages/ui/dist), so build both first.
const buildsApp = runsE2e || runsKitPackage;
if (buildsApp && !run('npm', ['run', 'build'])) {
  console.error('The build failed, so the end-to-end test cannot run.');
  process.exit(1);
}
// The home page's first JavaScript against its budget, on the build just made.
const budgetPassed = !buildsApp || run('node', ['scripts/check-bundle-budget.mjs', '--built']);

mkdirSync('test-results', { recursive: true });
const reportFile = 'test-results/vitest.json';
const vitestPassed = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...extraArgs,
]);

if (existsSync(reportFile)) {
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const skipped = report.numPendingTests + report.numTodoTests;
  console.log(`\ntests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (report.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(checksPassed && budgetPassed && vitestPassed ? 0 : 1);
