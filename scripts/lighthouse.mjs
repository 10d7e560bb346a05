// `npm run lighthouse`: Lighthouse (mobile profile: simulated slow 4G and a 4× slower CPU) on Home, Browse, a Room
// page and Find My Booking of the built app, served by the real server (apps/api on a temporary SQLite database with
// the demo rooms, on a free port) in Debian's Chromium. Builds the app first when its build is missing or older
// than its sources. Prints the four scores and the main timings per page and writes each report (HTML and JSON)
// to test-results/lighthouse/. A report, not a test: scores move with the machine's load, so each page is audited
// LIGHTHOUSE_RUNS times (default 3, the pages taking turns) and the run Lighthouse calls the median (closest to the
// median FCP and time to interactive) is the one reported, with the range of performance scores beside it.
//
// `npm run lighthouse -- --large-photos`: first replaces every demo room's photos with 4000×3000 photo-like JPEGs of
// about 3.5 MB (gradients under noise, made with sharp in a temporary directory), uploaded through the admin API so
// that they go through the server's pipeline as a hotel's phone photos would; then audits Home, Browse and the Room
// page, and checks on each that no image the page loaded is more than 1.5× wider than it is shown (its box, or what
// `object-fit: cover` scales it to, times the device pixel ratio).
//
// `npm run lighthouse -- --german`: the same pages for a reader whose browser speaks German (the app starts in German;
// the script checks that Home's <html lang> is German before it audits); the reports are named `*-de`.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'apps/hotel/dist');
const reportDir = path.join(repoRoot, 'test-results/lighthouse');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const targets = { performance: 95, accessibility: 100, 'best-practices': 100 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const largePhotos = process.argv.includes('--large-photos');
/** A German reader: the browser's language (navigator.languages, Accept-Language) is German, so the app starts in it. */
const german = process.argv.includes('--german');
/** The widest an image may be served, as a multiple of the pixels it is shown at. */
const maxWidthRatio = 1.5;
/** Lighthouse's mobile screen (Moto G Power), on which the served widths are checked. */
const mobileScreen = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
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

/**
 * `count` photo-like 4000×3000 JPEGs of about 3.5 MB in `dir`: a diagonal gradient of its own hues and a soft light
 * under gaussian noise, so encoders work as hard as on a phone's photo (a flat colour would weigh nothing).
 */
async function makeLargePhotos(dir, count) {
  const width = 4000;
  const height = 3000;
  const files = [];
  for (let index = 0; index < count; index++) {
    const hue = (index * 67) % 360;
    const scene = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
        `<linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 60%)"/><stop offset="1" stop-color="hsl(${(hue + 160) % 360} 55% 28%)"/></linearGradient>` +
        '<radialGradient id="l"><stop offset="0" stop-color="#fff" stop-opacity="0.7"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>' +
        `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${1000 + index * 500}" cy="1100" r="950" fill="url(#l)"/></svg>`,
    );
    const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 14 } } })
      .raw()
      .toBuffer();
    const file = path.join(dir, `room-photo-${index + 1}.jpg`);
    await sharp(scene)
      .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
      .jpeg({ quality: 90 })
      .toFile(file);
    files.push(file);
  }
  return files;
}

/**
 * Replaces each room's gallery, photo by photo and in its order, with the large photos (taking turns), keeping the alt
 * texts: each is uploaded as the admin form does, then the old photos are removed.
 */
async function replaceRoomPhotos(baseUrl, token, rooms, files) {
  const authorization = { authorization: `Bearer ${token}` };
  const photos = await Promise.all(files.map((file) => readFile(file)));
  let uploaded = 0;
  for (const { id } of rooms) {
    const room = await api(baseUrl, `/rooms/room/${id}`);
    let current = room;
    for (const { alt } of room.photos) {
      const form = new FormData();
      form.append('alt', alt || `${room.roomType} room`);
      form.append('photo', new Blob([photos[uploaded % photos.length]], { type: 'image/jpeg' }), `IMG_${1000 + uploaded}.jpg`);
      current = await api(baseUrl, `/rooms/room/${id}/photos`, { method: 'POST', headers: authorization, body: form });
      uploaded += 1;
    }
    for (const { id: photoId } of room.photos) {
      current = await api(baseUrl, `/rooms/room/${id}/photos/${photoId}?galleryVersion=${current.galleryVersion}`, { method: 'DELETE', headers: authorization });
    }
  }
  return uploaded;
}

/**
 * The images `url` loaded on Lighthouse's mobile screen (after scrolling through the page, so lazy ones load too),
 * each with how many times wider it was served than it is shown; the widest first.
 */
async function servedImageWidths(browser, url, session) {
  const page = await browser.newPage();
  try {
    await page.emulate({ viewport: mobileScreen, userAgent: (await browser.userAgent()).replace('Headless', '') });
    if (session) {
      await page.goto(new URL('/api/health', url).href);
      await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), Object.entries(session));
    }
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      scrollTo(0, 0);
    });
    await page.waitForNetworkIdle();
    const images = await page.evaluate(() =>
      Promise.all(
        [...document.images]
          .filter((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().width > 0)
          .map(async (image) => {
            // An image picked from a srcset reports its width divided by the density it was picked at: its file's own
            // pixels are those of the same file loaded without one (from the cache).
            const file = new Image();
            file.src = image.currentSrc;
            await file.decode();
            const { width, height } = image.getBoundingClientRect();
            // A covering image is scaled until it fills its box both ways: the pixels it needs may exceed the box's width.
            const covers = getComputedStyle(image).objectFit === 'cover';
            const shownWidth = covers ? Math.max(width, (height * file.naturalWidth) / file.naturalHeight) : width;
            const needed = shownWidth * devicePixelRatio;
            return { src: image.currentSrc, servedWidth: file.naturalWidth, neededWidth: Math.round(needed), ratio: file.naturalWidth / needed };
          }),
      ),
    );
    return images.sort((a, b) => b.ratio - a.ratio);
  } finally {
    await page.close();
  }
}

/** The image bytes the page transferred, from Lighthouse's resource summary. */
const imageKb = (audits) => {
  const images = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'image');
  return images ? Math.round(images.transferSize / 1024) : '-';
};

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
  const rooms = await api(baseUrl, '/rooms/all-rooms');
  const [room] = rooms;
  if (!room) throw new Error('The demo data has no rooms.');
  if (largePhotos) {
    const started = Date.now();
    console.log('Making large photos and uploading them in place of every room photo...');
    const files = await makeLargePhotos(dataDir, 4);
    const uploaded = await replaceRoomPhotos(baseUrl, session.token, rooms, files);
    const sizes = (await Promise.all(files.map((file) => readFile(file)))).map(({ length }) => (length / 1024 / 1024).toFixed(1));
    console.log(`${uploaded} photos of 4000×3000 (${sizes.join(', ')} MB) uploaded and encoded in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  const pages = [
    { name: 'Home', url: `${baseUrl}/` },
    { name: 'Browse', url: `${baseUrl}/browse-all-rooms` },
    { name: 'Room', url: `${baseUrl}/book-room/${room.id}`, session },
    // No photos on it: left out when the photos are what is measured.
    ...(largePhotos ? [] : [{ name: 'Find My Booking', url: `${baseUrl}/find-booking` }]),
  ];
  browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(german ? ['--lang=de-DE', '--accept-lang=de-DE,de'] : []),
    ],
  });
  const page = await browser.newPage();
  if (german) {
    await page.goto(`${baseUrl}/`);
    await page.waitForFunction(() => document.documentElement.lang.startsWith('de'), { timeout: 30_000 });
    await page.evaluate(() => localStorage.clear());
  }
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
    const file = path.join(reportDir, `${name.toLowerCase().replaceAll(' ', '-')}${german ? '-de' : ''}`);
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
      imageKb(audits),
      Math.round(median.environment.benchmarkIndex),
    ]);
    const shift = audits['cumulative-layout-shift']?.numericValue ?? 0;
    if (shift > 0) {
      const shifted = (audits['layout-shifts']?.details?.items ?? []).map((item) => `${item.node?.selector ?? item.node?.snippet ?? '?'} (${item.score?.toFixed(3)})`);
      notes.push(`${name} CLS ${shift.toFixed(3)} (target 0): ${shifted.join(', ') || 'no element named'}`);
    }
    categories.forEach((category, i) => {
      if (targets[category] !== undefined && scores[i] < targets[category]) notes.push(`${name} ${category} ${scores[i]} (target ${targets[category]}): ${shortfalls(median, category).join(', ')}`);
    });
  }
  if (largePhotos) {
    console.log(`\nServed widths on a ${mobileScreen.width}×${mobileScreen.height} screen at ${mobileScreen.deviceScaleFactor}×: the widest of each page's loaded images (limit ${maxWidthRatio}×):`);
    for (const { name, url, session: pageSession } of pages) {
      const images = await servedImageWidths(browser, url, pageSession);
      const [widest] = images;
      const over = images.filter(({ ratio }) => ratio > maxWidthRatio);
      console.log(
        `  ${name}: ${images.length} images, widest ${widest ? `${widest.ratio.toFixed(2)}× (${widest.servedWidth} px for ${widest.neededWidth})` : '-'}` +
          (over.length ? `; over the limit: ${over.map(({ src, ratio }) => `${new URL(src).pathname} ${ratio.toFixed(2)}×`).join(', ')}` : ''),
      );
      if (over.length) notes.push(`${name}: ${over.length} image(s) served more than ${maxWidthRatio}× wider than shown.`);
    }
  }
  const header = ['page', 'performance', 'accessibility', 'best practices', 'SEO', `performance in ${runs} runs`, 'FCP', 'LCP', 'TBT', 'CLS', 'image KB', 'host CPU index'];
  console.log(`\nThe median of ${runs} run(s) per page (Lighthouse's choice: closest to the median FCP and time to interactive):`);
  console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  rows.forEach((row) => console.log(`| ${row.join(' | ')} |`));
  console.log(notes.length ? `\nBelow the targets:\n  ${notes.join('\n  ')}` : `\nEvery page meets the targets (performance ≥ 95, accessibility 100, best practices 100, CLS 0${largePhotos ? `, images at most ${maxWidthRatio}× wider than shown` : ''}).`);
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
