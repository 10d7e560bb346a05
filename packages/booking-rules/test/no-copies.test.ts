import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as rules from '../src/index.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Every workspace but this one: where a copy of a rule would come back. */
const scannedDirs = ['packages/ui/src', 'packages/ui/scripts', 'packages/api-client/src', 'apps/api/src', 'apps/api/bench', 'apps/api/scripts', 'apps/api/test', 'apps/hotel/src', 'scripts'];
const skipped = /(^|\/)(node_modules|dist|generated)(\/|$)/;

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(repoRoot, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (skipped.test(relative)) return [];
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(m?[jt]sx?)$/.test(entry.name) ? [relative] : [];
  });
}

describe('no copy of a booking rule outside @hotel/booking-rules', () => {
  const files = scannedDirs.flatMap(sourceFiles);
  const names = Object.keys(rules);

  it('scans the other workspaces', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('apps/api/src/app.ts');
    expect(files).toContain('packages/ui/src/index.ts');
    expect(names).toEqual(expect.arrayContaining(['nightsBetween', 'isValidEmail', 'priceStay', 'MAX_STAY_NIGHTS', 'guestProblems']));
  });

  it('finds no definition of a name the package exports', () => {
    const definition = new RegExp(`\\b(?:function|const|let|var)\\s+(${names.join('|')})\\b`);
    const copies = files.flatMap((file) => {
      const match = definition.exec(readFileSync(path.join(repoRoot, file), 'utf8'));
      return match ? [`${file}: ${match[1]}`] : [];
    });
    expect(copies).toEqual([]);
  });

  it("finds no second email pattern or stay-length constant", () => {
    const copies = files.filter((file) => {
      const source = readFileSync(path.join(repoRoot, file), 'utf8');
      return source.includes("[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@") || /\b\w*STAY\w*\s*=\s*(365|366|396)\b/.test(source);
    });
    expect(copies).toEqual([]);
  });
});
