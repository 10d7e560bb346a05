// Builds the app and fails when the home page's initial JavaScript (the entry chunk and every chunk it imports
// statically) exceeds the budget, gzip-compressed, naming the largest modules in it. `npm run bundle-budget`; it
// joins `npm test` once the home page is within the budget (today it is not).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const initialJsBudgetKb = 130;
const appRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/hotel');

/** Every chunk the built app has, as the bundler wrote it. */
async function buildChunks() {
  let chunks = [];
  await build({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [
      {
        name: 'record-chunks',
        generateBundle(_options, bundle) {
          chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        },
      },
    ],
  });
  return chunks;
}

/** The entry chunk and what it imports statically: what the browser loads before the first page can paint. */
function initialChunks(chunks) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk)) return;
    seen.add(chunk);
    chunk.imports.forEach((name) => visit(byName.get(name)));
  };
  chunks.filter((chunk) => chunk.isEntry).forEach(visit);
  return [...seen];
}

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const shortName = (id) => id.replace(/^.*node_modules\//, '').replace(`${path.dirname(path.dirname(appRoot))}/`, '');

const chunks = await buildChunks();
const initial = initialChunks(chunks);
const gzipBytes = initial.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
const largest = initial
  .flatMap((chunk) => Object.entries(chunk.modules).map(([id, module]) => ({ id, bytes: module.renderedLength })))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 10);

console.log(`Home page initial JS: ${kb(gzipBytes)} KB gzip in ${initial.length} chunk(s) (budget ${initialJsBudgetKb} KB); lazy chunks: ${chunks.length - initial.length}.`);
if (gzipBytes > initialJsBudgetKb * 1024) {
  console.error(`Over the budget by ${kb(gzipBytes - initialJsBudgetKb * 1024)} KB. The largest modules in it (as rendered into the chunks, before minification and gzip):`);
  largest.forEach(({ id, bytes }) => console.error(`  ${kb(bytes).toString().padStart(7)} KB  ${shortName(id)}`));
  process.exit(1);
}
