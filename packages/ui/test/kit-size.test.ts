import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

// What a consumer pays for the kit: tiny pages built with Vite from the built package (`dist`, via its
// `exports`), measured as the gzip size of everything they ship, minus a page that only renders with React.
const here = path.dirname(fileURLToPath(import.meta.url));
const packageDir = path.join(here, '..');
const KB = 1024;

async function shippedGzipBytes(entry: string): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: path.join(here, 'size'),
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, rolldownOptions: { input: path.join(here, 'size', entry) } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file) => file.type === 'chunk')
    .reduce((total, chunk) => total + gzipSync(chunk.code).length, 0);
}

describe('what importing from @hotel/ui costs a consumer', () => {
  it('has a built package to measure', () => {
    expect(existsSync(path.join(packageDir, 'dist/index.js')), 'run `npm run build -w @hotel/ui` first').toBe(true);
  });

  it('keeps one Button under 12 KB gzip over React, and one pure function under 1 KB', async () => {
    const reactOnly = await shippedGzipBytes('react-only.ts');
    const button = (await shippedGzipBytes('button.ts')) - reactOnly;
    const pureFunction = (await shippedGzipBytes('format-message.ts')) - reactOnly;
    console.info(`@hotel/ui size: Button +${(button / KB).toFixed(1)} KB gzip, formatMessage +${(pureFunction / KB).toFixed(2)} KB gzip`);
    expect(button).toBeLessThanOrEqual(12 * KB);
    expect(pureFunction).toBeLessThanOrEqual(1 * KB);
    // The measurement itself must see the kit: a page using it ships more than the baseline.
    expect(pureFunction).toBeGreaterThan(0);
  }, 120_000);
});
