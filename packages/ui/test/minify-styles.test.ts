import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { minifyCssTemplate, minifyStyles, styleTemplates } from '../scripts/minify-styles.mjs';

// The build minifies the CSS of the kit's styled-components templates (vite.lib.config.ts); a consumer's bundler
// would leave it as written. Here: what it keeps, that every template of the kit means the same CSS after it (as
// styled-components' own CSS compiler, stylis, reads it), and that source maps still point at the source.
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
// stylis as styled-components itself loads it.
const requireFromStyled = createRequire(createRequire(import.meta.url).resolve('styled-components'));
const stylis = requireFromStyled('stylis') as {
  compile: (css: string) => unknown;
  serialize: (ast: unknown, callback: unknown) => string;
  stringify: unknown;
};

const piece = (text: string) => minifyCssTemplate([text], 'test')[0];
const pieces = (...texts: string[]) => minifyCssTemplate(texts, 'test');

describe('minifyCssTemplate', () => {
  it('drops comments, indentation and the spaces CSS does not need', () => {
    expect(piece('\n  display: flex;\n  /* why */\n  gap: 1rem;\n\n  &:hover:not(:disabled, [x]) {\n    color: red;\n  }\n')).toBe(
      'display:flex;gap:1rem;&:hover:not(:disabled, [x]){color:red}',
    );
  });

  it('keeps the spaces that mean something: between values, descendant selectors, before a pseudo-class, by an interpolation', () => {
    expect(piece('padding: 1px 2px;\n  & *::before,\n  & :focus {\n    x: y;\n  }')).toBe('padding:1px 2px;& *::before,& :focus{x:y}');
    expect(pieces('\n  border: 1px solid ', ';\n  gap: ', ' ', ';\n')).toEqual(['border:1px solid ', ';gap:', ' ', ';']);
    expect(pieces('\n  width: calc(100% - ', ');\n')).toEqual(['width:calc(100% - ', ');']);
  });

  it('only shrinks whitespace in parentheses (a media feature, a function), counting them across interpolations', () => {
    expect(piece('@media (forced-colors: active) {\n  a: minmax(1rem,  1fr);\n}')).toBe('@media (forced-colors: active){a:minmax(1rem, 1fr)}');
    expect(pieces('\n  background: color-mix(in srgb, ', ' 85%, black);\n  gap: 0;\n')).toEqual(['background:color-mix(in srgb, ', ' 85%, black);gap:0;']);
  });

  it('keeps strings as written', () => {
    expect(piece("content: ' /* x */  {';\n  font-family: \"Segoe  UI\";")).toBe("content:' /* x */  {';font-family:\"Segoe  UI\";");
  });

  it('refuses a // comment and a string left open, which it cannot minify safely', () => {
    expect(() => piece('color: red; // why\n  gap: 0;')).toThrow(/\/\/ comment/);
    expect(() => pieces("content: '", "';")).toThrow(/string/);
  });
});

describe('minifyStyles on the kit', () => {
  const files = readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

  /** Each template as one CSS text, each interpolation standing as a name (`hui_i0`), compiled and printed by stylis. */
  const compiled = (code: string, id: string) =>
    styleTemplates(code, id).map((pieces) => {
      const text = pieces.map(({ start, end }, index) => (index > 0 ? `hui_i${index - 1}` : '') + code.slice(start, end)).join('');
      // stylis keeps a custom property's value as written, line breaks and all: compared with each run of
      // whitespace as one space (the same to CSS outside strings, and no string of the kit holds a line break).
      return stylis.serialize(stylis.compile(`.x{${text}}`), stylis.stringify).replace(/\s+/g, ' ');
    });

  it('gives every template of the kit the same CSS, and makes the templates smaller', () => {
    let before = 0;
    let after = 0;
    let templates = 0;
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const result = minifyStyles(code, file);
      if (!result) continue;
      const original = compiled(code, file);
      expect(compiled(result.code, file), path.relative(srcDir, file)).toEqual(original);
      templates += original.length;
      const cssLength = (text: string) => styleTemplates(text, file).flat().reduce((sum, { start, end }) => sum + end - start, 0);
      before += cssLength(code);
      after += cssLength(result.code);
    }
    expect(templates).toBeGreaterThan(50);
    expect(after).toBeLessThan(before * 0.8);
  });

  it('finds the marked plain strings, and the templates of styled, css and keyframes', () => {
    const code = [
      'const a = /* css */ `\n  color: red;\n`;',
      'const b = `\n  not: css;\n`;',
      'const C = styled.div.attrs({})`\n  gap: 0;\n`;',
      'const D = styled(Link)`\n  gap: 0;\n`;',
      'const e = keyframes`\n  to { opacity: 0; }\n`;',
    ].join('\n');
    expect(minifyStyles(code, 'x.ts')?.code).toBe(
      ['const a = /* css */ `color:red;`;', 'const b = `\n  not: css;\n`;', 'const C = styled.div.attrs({})`gap:0;`;', 'const D = styled(Link)`gap:0;`;', 'const e = keyframes`to{opacity:0}`;'].join('\n'),
    );
  });

  it('maps the code after a template back to its line in the source', () => {
    const code = 'const A = styled.div`\n  color: red;\n\n  gap: 0;\n`;\nexport const after = 1;\n';
    const result = minifyStyles(code, 'x.ts')!;
    const lines = result.code.split('\n');
    const line = lines.findIndex((text) => text.includes('export const after'));
    expect(line).toBe(1);
    expect(originalPositionFor(new TraceMap(result.map), { line: line + 1, column: 0 })).toMatchObject({ source: 'x.ts', line: 6, column: 0 });
  });
});
