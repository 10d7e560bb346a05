import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const srcDir = new URL('../src/', import.meta.url);
/** The generated modules, one folder per OpenAPI tag (orval's tags-split), besides the shared models. */
const tags = readdirSync(new URL('generated/', srcDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'model')
  .map((entry) => entry.name);

describe('the package entry points', () => {
  it('finds the generated tag modules', () => {
    expect(tags).toEqual(expect.arrayContaining(['rooms', 'bookings', 'auth', 'users']));
  });

  it.each([
    ['src/index.ts', (tag: string) => `export * from './generated/${tag}/${tag}';`],
    ['src/mocks.ts', (tag: string) => `export * from './generated/${tag}/${tag}.msw';`],
  ])('%s re-exports every tag module (a new tag in openapi.json needs its line)', (file, line) => {
    const text = readFileSync(new URL(file.replace('src/', ''), srcDir), 'utf8');
    expect(tags.filter((tag) => !text.includes(line(tag)))).toEqual([]);
  });
});
