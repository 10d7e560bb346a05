// Fails when the home page's initial JavaScript exceeds its budget (gzip, as the server sends it), naming the
// largest modules in it. `npm run bundle-budget` builds the app first; `npm test` runs it on the build it has just
// made (`--built`).
//
// What counts, from the build manifest: the entry chunk of index.html and every chunk it imports statically (the
// modulepreloads of index.html: the page runs nothing before all of them arrived), plus the home route's own chunk
// and its static imports should that route ever be loaded with `lazy`. Chunks that load on demand (the other
// routes, a widget opened by the user) do not count.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';

// The app ships React 18 (see README, Performance): React 19's react-dom is 22 KB gzip larger, for features the app
// does not use. react-dom, the data router and axios are about 90 KB of it.
// Issues 18 and 20 hold Home to 130 KB. (It was 131 for a day after colour schemes; naming chunks by their hash alone,
// apps/hotel/vite.config.ts, won 0.55 KB back.)
export const initialJsBudgetKb = 130;
const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const appRoot = path.join(repoRoot, 'apps/hotel');
const distDir = path.join(appRoot, 'dist');
const homeRouteModule = 'src/routes/HomeRoute.tsx';

/** The manifest entries (chunks) the home page loads before it can paint. */
function initialChunks(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key].isEntry)
    .forEach(visit);
  visit(homeRouteModule);
  return [...seen].map((key) => manifest[key]).filter((chunk) => chunk.file.endsWith('.js'));
}

const gzipSize = (code) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * Each source module's share of a chunk's gzip size: its bytes of the minified chunk (from the source map), in
 * proportion. Module sizes before minification would rank commented, dev-only code too high.
 */
function moduleShares(code, map) {
  const lines = code.split('\n');
  const segments = [];
  eachMapping(new TraceMap(map), (segment) => segments.push(segment));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  const bytesBySource = new Map();
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const end = next?.generatedLine === segment.generatedLine ? next.generatedColumn : lines[segment.generatedLine - 1].length;
    const source = segment.source ?? '(bundler runtime)';
    bytesBySource.set(source, (bytesBySource.get(source) ?? 0) + end - segment.generatedColumn);
  });
  const gzip = gzipSize(code);
  return [...bytesBySource].map(([source, bytes]) => ({ source, gzipBytes: (bytes / code.length) * gzip }));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** A dependency's modules count as one (its package name); the repository's own as each file. */
function moduleName(source) {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inPackage ? inPackage[1] : source.replace(/^(\.\.\/)+/, '');
}

/** The home page's initial JS of the build in apps/hotel/dist: total gzip bytes, chunks and modules by size. */
export function measureInitialJs() {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const chunks = initialChunks(manifest).map(({ file }) => {
    const code = readFileSync(path.join(distDir, file), 'utf8');
    return { file, code, gzipBytes: gzipSize(code), map: readFileSync(path.join(distDir, `${file}.map`), 'utf8') };
  });
  const bytesByName = new Map();
  chunks
    .flatMap(({ code, map }) => moduleShares(code, map))
    .forEach(({ source, gzipBytes }) => bytesByName.set(moduleName(source), (bytesByName.get(moduleName(source)) ?? 0) + gzipBytes));
  const modules = [...bytesByName].map(([name, gzipBytes]) => ({ name, gzipBytes })).sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0), chunks, modules };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--built')) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const { gzipBytes, chunks, modules } = measureInitialJs();
  const summary = `Home page initial JS: ${kb(gzipBytes)} KB gzip in ${chunks.length} chunk(s) (budget ${initialJsBudgetKb} KB)`;
  if (gzipBytes <= initialJsBudgetKb * 1024) {
    console.log(`${summary}: within the budget.`);
  } else {
    console.error(`${summary}: over the budget by ${kb(gzipBytes - initialJsBudgetKb * 1024)} KB.`);
    console.error('The largest modules in it (packages as a whole; their share of the gzip size):');
    modules.slice(0, 12).forEach(({ name, gzipBytes: bytes }) => console.error(`  ${kb(bytes).padStart(6)} KB  ${name}`));
    process.exit(1);
  }
}
