// `npm run lighthouse`: Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) on Home, Browse, a Room
// page and Find My Booking of the built app, served by the real server (apps/api on a temporary SQLite database with
// the demo rooms, on a free port) in Debian's Chromium. Builds the app first when its build is missing or older
// than its sources. Prints the four scores and the main timings per page and writes each report (HTML and JSON)
// to test-results/lighthouse/. A report, not a test: scores move with the machine's load, so each page is audited
// LIGHTHOUSE_RUNS times (default 3, the pages taking turns) and the run Lighthouse calls the median (closest to the
// median FCP and time to interactive) is the one reported, with the range of performance scores beside it.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'apps/hotel/dist');
const reportDir = path.join(repoRoot, 'test-results/lighthouse');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a positive whole number, not ${process.env.LIGHTHOUSE_RUNS}`);

/** The newest modification time under `dir` (0 when it does not exist). */
function newestChange(dir) {
  if (!existsSync(dir)) return 0;
  const stat = statSync(dir);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(dir).filter((name) => name !== 'node_modules').map((name) => newestChange(path.join(dir, name))));
}

function buildIfNeeded() {
  const built = existsSync(path.join(distDir, 'index.html')) ? statSync(path.join(distDir, 'index.html')).mtimeMs : 0;
  const sources = ['apps/hotel/src', 'apps/hotel/index.html', 'apps/hotel/public', 'apps/hotel/vite.config.ts', 'packages/ui/src', 'packages/api-client/src'];
  if (built > Math.max(...sources.map((source) => newestChange(path.join(repoRoot, source))))) return;
  console.log('Building the app (its build is missing or older than its sources)...');
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Starts src/server.ts as `npm start` does, on a free port and a temporary data directory; resolves its address. */
function startServer(dataDir, admin) {
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_APP_DIR: distDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = new Promise((resolve, reject) => {
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve(listening[1]);
    });
    server.on('exit', (code) => reject(new Error(`The server stopped (exit code ${code}) before listening:\n${output}`)));
  });
  return { server, address };
}

async function api(baseUrl, pathname, init) {
  const response = await fetch(`${baseUrl}/api${pathname}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The app's session (spec §9: token, userId, userRole in localStorage) for the admin, so the guarded room page opens. */
async function logIn(baseUrl, admin) {
  const { token, email, roles } = await api(baseUrl, '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return { token, userId: email, userRole: roles.join(',') };
}

const ms = (audit) => (audit?.numericValue === undefined ? '-' : `${(audit.numericValue / 1000).toFixed(2)} s`);

/** Lighthouse in the browser's page; `session` set in localStorage first (with storage reset off, cache cleared). */
async function audit(page, url, session) {
  if (session) {
    // An address of the origin that is not the app, so no photo or script of it is in the browser's memory cache.
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), Object.entries(session));
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(url, { output: ['html', 'json'], logLevel: 'error', onlyCategories: categories, disableStorageReset: Boolean(session) }, undefined, page);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result;
}

/** An audit again when Lighthouse could not record the page load (e.g. NO_NAVSTART, which it says to retry). */
async function auditWithRetry(page, url, session, attempts = 2) {
  const result = await audit(page, url, session);
  if (!result.lhr.runtimeError || attempts <= 1) return result;
  console.warn(`${url}: ${result.lhr.runtimeError.code}; running Lighthouse again.`);
  return auditWithRetry(page, url, session, attempts - 1);
}

/** The audits that cost points in a category, for the table's notes. */
function shortfalls(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].score})`);
}

buildIfNeeded();
const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-lighthouse-'));
const admin = { email: 'lighthouse@example.test', password: randomBytes(12).toString('hex') };
const { server, address } = startServer(dataDir, admin);
let browser;
try {
  const baseUrl = await address;
  const session = await logIn(baseUrl, admin);
  const [room] = await api(baseUrl, '/rooms/all-rooms');
  if (!room) throw new Error('The demo data has no rooms.');
  const pages = [
    { name: 'Home', url: `${baseUrl}/` },
    { name: 'Browse', url: `${baseUrl}/browse-all-rooms` },
    { name: 'Room', url: `${baseUrl}/book-room/${room.id}`, session },
    { name: 'Find My Booking', url: `${baseUrl}/find-booking` },
  ];
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const page = await browser.newPage();
  mkdirSync(reportDir, { recursive: true });
  // The pages take turns, so a burst of load on the host spreads over all of them rather than spoiling one.
  const results = new Map(pages.map(({ name }) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const { name, url, session: pageSession } of pages) results.get(name).push(await auditWithRetry(page, url, pageSession));
  }
  const rows = [];
  const notes = [];
  for (const { name } of pages) {
    const measured = results.get(name).filter(({ lhr }) => !lhr.runtimeError);
    if (measured.length < runs) notes.push(`${name}: Lighthouse failed ${runs - measured.length} of ${runs} runs; they are left out.`);
    if (!measured.length) continue;
    const median = computeMedianRun(measured.map(({ lhr }) => lhr));
    const { report: [html, json] } = measured.find(({ lhr }) => lhr === median);
    const file = path.join(reportDir, name.toLowerCase().replaceAll(' ', '-'));
    writeFileSync(`${file}.html`, html);
    writeFileSync(`${file}.json`, json);
    const scores = categories.map((category) => Math.round((median.categories[category].score ?? 0) * 100));
    const performances = measured.map(({ lhr }) => Math.round(lhr.categories.performance.score * 100));
    const { audits } = median;
    rows.push([
      name,
      ...scores,
      `${Math.min(...performances)}–${Math.max(...performances)}`,
      ms(audits['first-contentful-paint']),
      ms(audits['largest-contentful-paint']),
      ms(audits['total-blocking-time']),
      audits['cumulative-layout-shift']?.displayValue ?? '-',
      Math.round(median.environment.benchmarkIndex),
    ]);
    categories.forEach((category, i) => {
      if (targets[category] !== undefined && scores[i] < targets[category]) notes.push(`${name} ${category} ${scores[i]} (target ${targets[category]}): ${shortfalls(median, category).join(', ')}`);
    });
  }
  const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', `performance in ${runs} runs`, 'FCP', 'LCP', 'TBT', 'CLS', 'host CPU index'];
  console.log(`\nThe median of ${runs} run(s) per page (Lighthouse's choice: closest to the median FCP and time to interactive):`);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  rows.forEach((row) => console.log(`| ${row.join(' | ')} |`));
  console.log(notes.length ? `\nBelow the targets:\n  ${notes.join('\n  ')}` : '\nEvery page meets the targets (performance ≥ 95, accessibility 100, best practices 100).');
  // Lighthouse's mobile profile slows a CPU of index ~1000 or more down to a mid-range phone; a slower or busy host
  // (a lower index) reads slower timings, TBT above all.
  console.log(`Host CPU index: Lighthouse's BenchmarkIndex of the median run; load average at the end ${loadavg().map((load) => load.toFixed(1)).join(' / ')}.`);
  console.log(`Reports: ${path.relative(repoRoot, reportDir)}/`);
} finally {
  await browser?.close();
  server.kill();
  await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
}
