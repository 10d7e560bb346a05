// Generates src/generated from openapi.json with orval.
// With --check, generates into a scratch folder beside it and fails when src/generated differs.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'orval';
import { hotelApiConfig } from '../orval.config.js';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

function listFiles(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

async function run(outputDir: string) {
  const { hotel } = hotelApiConfig(outputDir);
  await generate(hotel, packageDir, { projectName: 'hotel' });
}

if (!check) {
  await run('./src/generated');
} else {
  // Same depth as src/generated, so the generated import paths are identical.
  const scratch = './src/.generated-check';
  try {
    await run(scratch);
    const expected = path.join(packageDir, scratch);
    const actual = path.join(packageDir, 'src/generated');
    const expectedFiles = listFiles(expected).sort();
    const actualFiles = listFiles(actual).sort();
    const stale =
      expectedFiles.join('\n') !== actualFiles.join('\n') ||
      expectedFiles.some((file) => readFileSync(path.join(expected, file), 'utf8') !== readFileSync(path.join(actual, file), 'utf8'));
    if (stale) {
      console.error('packages/api-client/src/generated is stale: run `npm run generate`.');
      process.exitCode = 1;
    } else {
      console.log('The generated API client matches openapi.json.');
    }
  } finally {
    rmSync(path.join(packageDir, scratch), { recursive: true, force: true });
  }
}
