/// <reference types="node" />
// The app's floor plan: imports run only downward through its layers (docs/architecture.md, "What may import what").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each folder of src/ (or top-level file) and its layer, lowest first. A module may import its own layer and the
 * ones below, never one above, type-only imports included. Test files (`*.test.ts[x]`) may import anything.
 */
export const layerRank: Record<string, number> = {
  config: 0, // paths, timings, the API's address
  messages: 0, // the texts the app composes
  async: 1, // promise and abort helpers, no app knowledge
  session: 2, // the stored login, and the API client connected to it
  mappers: 3, // API answers, addresses and location state to the kit's view models
  shared: 4, // what several route modules share: the guards, the hotel's date, the room search
  routes: 5, // one module per screen
  app: 6, // the router, the page frame, the error screen
  stories: 7, // the app's screens in Storybook
  test: 7, // the helpers of the tests and stories: a signed-in user, fixtures, the whole app rendered
  'main.tsx': 7, // the entry
};

const layerOf = (file: string): string | undefined => {
  const first = file.split('/')[0] ?? '';
  return first in layerRank ? first : undefined;
};

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The relative module specifiers of a file: static imports and re-exports, and dynamic `import()`s. */
function relativeImports(file: string, text: string): { specifier: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { specifier: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    let specifier: ts.Expression | undefined;
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) specifier = node.moduleSpecifier;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) specifier = node.arguments[0];
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) {
      found.push({ specifier: specifier.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Every import from a lower layer to a higher one, as `file:line imports specifier (from → to)`. */
export function upwardImports(files: { file: string; text: string }[]): string[] {
  const offences: string[] = [];
  for (const { file, text } of files) {
    const from = layerOf(file);
    if (isTest(file)) continue;
    if (from === undefined) {
      offences.push(`${file} is in no layer: add its folder to layerRank`);
      continue;
    }
    for (const { specifier, line } of relativeImports(file, text)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const to = layerOf(target);
      if (to === undefined && !target.startsWith('..')) offences.push(`${file}:${line} imports ${specifier}, in no layer`);
      else if (to !== undefined && layerRank[to]! > layerRank[from]!) offences.push(`${file}:${line} imports ${specifier} (${from} → ${to})`);
    }
  }
  return offences;
}

const sourceFiles = readdirSync(srcDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.relative(srcDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .map((file) => ({ file, text: readFileSync(path.join(srcDir, file), 'utf8') }));

describe('the app imports only downward', () => {
  it('finds the modules of every layer', () => {
    const layers = new Set(sourceFiles.filter(({ file }) => !isTest(file)).map(({ file }) => layerOf(file)));
    expect([...layers].sort()).toEqual(Object.keys(layerRank).sort());
  });

  it('has no import from a lower layer to a higher one', () => {
    expect(upwardImports(sourceFiles)).toEqual([]);
  });

  it('catches a planted upward import, static, type-only or dynamic', () => {
    const planted = [
      { file: 'mappers/navigationState.ts', text: "import { paths } from '../app/paths';" },
      { file: 'config/timings.ts', text: "import type { Session } from '../session/session';" },
      { file: 'routes/HomeRoute.tsx', text: "export const load = () => import('../app/router');" },
      { file: 'shared/guards.ts', text: "export { paths } from '../config/paths';" },
    ];
    expect(upwardImports(planted)).toEqual([
      'mappers/navigationState.ts:1 imports ../app/paths (mappers → app)',
      'config/timings.ts:1 imports ../session/session (config → session)',
      'routes/HomeRoute.tsx:1 imports ../app/router (routes → app)',
    ]);
  });

  it('names a module outside every layer', () => {
    expect(upwardImports([{ file: 'helpers/format.ts', text: '' }])).toEqual(['helpers/format.ts is in no layer: add its folder to layerRank']);
  });
});
