/// <reference types="node" />
// Repository conventions that review alone would miss (see packages/ui/CONTRIBUTING.md).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultTokens } from '../brands/default/tokens';
import { createTheme } from '../theme/createTheme';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Files only: a failed browser test leaves a `__screenshots__/x.test.tsx/` folder behind.
const sourceFiles = readdirSync(srcDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
  .map((entry) => path.relative(srcDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

const isStoryOrTest = (file: string) => /\.(stories|test)\.tsx?$/.test(file);

function parse(file: string) {
  const text = readFileSync(path.join(srcDir, file), 'utf8');
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

const where = (source: ts.SourceFile, node: ts.Node) =>
  `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

const hasLetter = (text: string) => /\p{L}/u.test(text);

/** The literal text of `attr="…"` or `attr={'…'}`; '' for anything computed. */
function attributeText(initializer: ts.JsxAttributeValue): string {
  if (ts.isStringLiteral(initializer)) return initializer.text;
  if (ts.isJsxExpression(initializer) && initializer.expression && ts.isStringLiteralLike(initializer.expression)) {
    return initializer.expression.text;
  }
  return '';
}

/** JSX attributes whose value is text a user reads or hears. */
const copyAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'title', 'placeholder', 'alt', 'label']);

describe('chrome text comes from messages', () => {
  const componentFiles = sourceFiles.filter(
    (file) => /^(primitives|components|sections|templates)\//.test(file) && file.endsWith('.tsx') && !isStoryOrTest(file),
  );

  it('finds the component files', () => {
    expect(componentFiles.length).toBeGreaterThan(5);
  });

  it('has no hard-coded words in JSX text or text attributes', () => {
    const offences: string[] = [];
    for (const file of componentFiles) {
      const source = parse(file);
      walk(source, (node) => {
        if (ts.isJsxText(node) && hasLetter(node.text)) offences.push(`${where(source, node)} text "${node.text.trim()}"`);
        if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression)) {
          if (ts.isJsxElement(node.parent) && hasLetter(node.expression.text)) {
            offences.push(`${where(source, node)} text "${node.expression.text}"`);
          }
        }
        if (ts.isJsxAttribute(node) && copyAttributes.has(node.name.getText(source)) && node.initializer) {
          const value = attributeText(node.initializer);
          if (hasLetter(value)) offences.push(`${where(source, node)} ${node.name.getText(source)}="${value}"`);
        }
      });
    }
    expect(offences).toEqual([]);
  });
});

describe('imports', () => {
  it("import styled-components by name (its default export breaks under Node's ESM loader)", () => {
    const offences: string[] = [];
    for (const file of sourceFiles) {
      const source = parse(file);
      for (const statement of source.statements) {
        if (
          ts.isImportDeclaration(statement) &&
          ts.isStringLiteral(statement.moduleSpecifier) &&
          statement.moduleSpecifier.text === 'styled-components' &&
          statement.importClause?.name
        ) {
          offences.push(where(source, statement));
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('a unit test that renders with react-dom is a .test.tsx, so the ui-react18 project runs it on React 18 too', () => {
    const offences = sourceFiles
      .filter((file) => file.endsWith('.test.ts'))
      .filter((file) =>
        parse(file).statements.some(
          (statement) =>
            ts.isImportDeclaration(statement) &&
            ts.isStringLiteral(statement.moduleSpecifier) &&
            /^react-dom(\/|$)/.test(statement.moduleSpecifier.text),
        ),
      );
    expect(offences).toEqual([]);
  });
});

describe('layers only import downwards', () => {
  // A lower layer never imports a higher one at runtime (type-only imports are fine).
  const layerRank: Record<string, number> = {
    logic: 0,
    theme: 1,
    messages: 1,
    provider: 1,
    brands: 1,
    locales: 1,
    primitives: 2,
    components: 3,
    sections: 4,
    templates: 5,
    // Every group's English texts in one object, and the packs generated from them (the pseudo-locales).
    catalogue: 6,
    // Story support: the story helpers (src/stories: ScreenShell, storyMessages, gate…) and the view-model fixtures.
    stories: 6,
    fixtures: 6,
    screens: 7,
  };
  const layerOf = (file: string) => layerRank[file.split('/')[0] ?? ''];

  it('has no upward value imports', () => {
    const offences: string[] = [];
    for (const file of sourceFiles.filter((candidate) => !isStoryOrTest(candidate) && layerOf(candidate) !== undefined)) {
      const source = parse(file);
      for (const statement of source.statements) {
        if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
        const specifier = statement.moduleSpecifier;
        if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
        const typeOnly = ts.isImportDeclaration(statement)
          ? statement.importClause?.isTypeOnly === true
          : statement.isTypeOnly;
        if (typeOnly) continue;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text));
        const from = layerOf(file)!;
        const to = layerOf(target);
        if (to !== undefined && to > from) offences.push(`${where(source, statement)} imports ${specifier.text}`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe('the story helpers (src/stories) are a layer of their own', () => {
  /** Who may import a story helper: stories, tests, the page stories, the other helpers (and .storybook, outside src). */
  const mayImportStoryHelpers = (file: string) => isStoryOrTest(file) || /^(stories|screens)\//.test(file);

  /** Every import of a helper from a file that ships in the package or is none of the above, type-only ones too. */
  function storyHelperImports(file: string, source: ts.SourceFile): string[] {
    if (mayImportStoryHelpers(file)) return [];
    return source.statements
      .filter((statement) => ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))
      .filter((statement) => {
        const specifier = statement.moduleSpecifier;
        if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) return false;
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier.text));
        return target.startsWith('stories/');
      })
      .map((statement) => `${where(source, statement)} imports ${(statement.moduleSpecifier as ts.StringLiteral).text}`);
  }

  it('are imported only by stories, tests, the screens and each other', () => {
    expect(sourceFiles.flatMap((file) => storyHelperImports(file, parse(file)))).toEqual([]);
  });

  it('catches a planted import from a component or the package entry', () => {
    const planted = (file: string, text: string) =>
      storyHelperImports(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
    expect(planted('sections/NavBar/NavBar.tsx', "import { storyHrefs } from '../../stories/ScreenShell';")).toEqual([
      "sections/NavBar/NavBar.tsx:1 imports ../../stories/ScreenShell",
    ]);
    expect(planted('index.ts', "export type { Gate } from './stories/gate';")).toEqual(["index.ts:1 imports ./stories/gate"]);
    expect(planted('sections/NavBar/NavBar.stories.tsx', "import { storyHrefs } from '../../stories/ScreenShell';")).toEqual([]);
  });
});

describe('styles use logical properties, so a right-to-left locale mirrors the layout', () => {
  /** Physical sides in CSS (kebab-case, in styled-components templates) and in style objects (camelCase). */
  const physical = [
    /\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/,
    /\bborder-(top|bottom)-(left|right)-radius\b/,
    /(^|[\s;{])(left|right)\s*:/,
    /\b(text-align|float|clear)\s*:\s*(left|right)\b/,
    /\b(margin|padding|border)(Left|Right)\b/,
    /\b(textAlign|float|clear)\s*:\s*'(left|right)'/,
  ];
  /** The physical declarations of a source text, as `line: text`; a line may keep one with a stated reason. */
  const physicalDeclarations = (text: string) =>
    text
      .split('\n')
      .map((line, index) => ({ line, number: index + 1 }))
      .filter(({ line }) => physical.some((pattern) => pattern.test(line)) && !/\/\* physical: .+\*\//.test(line))
      .map(({ line, number }) => `${number}: ${line.trim()}`);

  it('has no physical left/right properties in the kit (inline-start/end instead)', () => {
    const offences = sourceFiles
      .filter((file) => !isStoryOrTest(file) && /^(primitives|components|sections|templates|theme)\//.test(file))
      .flatMap((file) => physicalDeclarations(readFileSync(path.join(srcDir, file), 'utf8')).map((found) => `${file}:${found}`));
    expect(offences).toEqual([]);
  });

  it('catches planted physical declarations and accepts logical ones', () => {
    expect(physicalDeclarations('  margin-left: 1rem;\n  right: 0;\n  text-align: left;\n  style={{ paddingRight: 4 }}')).toHaveLength(4);
    expect(
      physicalDeclarations('  margin-inline-start: 1rem;\n  inset-inline-end: 0;\n  text-align: start;\n  border-block-end: 1px;'),
    ).toEqual([]);
    expect(physicalDeclarations('  border-right: 2px solid; /* physical: the chevron points down either way */')).toEqual([]);
  });
});

describe("styles name only the theme's CSS variables", () => {
  // A style may write `var(--hui-color-accent)` itself rather than `${({ theme }) => theme.color.accent}`: a static
  // style is smaller (one Button: test/kit-size.test.ts) and styled-components need not run it per render. A typo in
  // such a name would fall back silently, so every `--hui-*` name in the kit must be one the provider writes.
  const { cssVariables } = createTheme(defaultTokens);
  const unknownVariables = (text: string) =>
    [...text.matchAll(/var\((--hui-[\w-]+)/g)].map((match) => match[1]!).filter((name) => !(name in cssVariables));

  it('references no --hui-* variable the provider does not write', () => {
    const offences = sourceFiles
      .filter((file) => !isStoryOrTest(file))
      .flatMap((file) => unknownVariables(readFileSync(path.join(srcDir, file), 'utf8')).map((name) => `${file}: ${name}`));
    expect(offences).toEqual([]);
  });

  it('catches a planted misspelt variable and accepts real ones', () => {
    expect(unknownVariables('color: var(--hui-color-acent); gap: var(--hui-space-2);')).toEqual(['--hui-color-acent']);
    expect(unknownVariables('background: color-mix(in srgb, var(--hui-color-accent) 85%, black);')).toEqual([]);
  });
});
