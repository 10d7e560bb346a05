// Writes the OpenAPI document of the server to packages/api-client/openapi.json (committed).
// With --check, fails instead when the committed document differs from what the server emits.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../packages/api-client/openapi.json');
const check = process.argv.includes('--check');

const config = loadConfig({ ...process.env, DATABASE_URL: ':memory:', JWT_SECRET: 'x'.repeat(32), WEB_APP_DIR: '' });
const app = await buildApp({ config, logger: false });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();

if (check) {
  const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (committed !== document) {
    console.error(`${path.relative(process.cwd(), target)} is stale: run \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  console.log('openapi.json matches the server.');
} else {
  writeFileSync(target, document);
  console.log(`Wrote ${target}`);
}
