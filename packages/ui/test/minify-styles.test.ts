import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { minifyStyles } from '../scripts/minify-styles.mjs';

// The build minifies the CSS of the kit's styled-components templates with babel-plugin-styled-components
// (vite.lib.config.ts); a consumer's bundler would leave it as written. Here: that every template of the kit means the
// same CSS after it (as styled-components' own CSS compiler, stylis, reads it), that nothing but the templates
// changes, and that source maps still point at the source.
const srcDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
// stylis as styled-components itself loads it.
const requireFromStyled = createRequire(createRequire(import.meta.url).resolve('styled-components'));
const stylis = requireFromStyled('stylis') as {
  compile: (css: string) => unknown;
  serialize: (ast: unknown, callback: unknown) => string;
  stringify: unknown;
};

const styleTags = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);

/** The identifier a tag starts from: `styled` for `styled.div.attrs(…)` and `styled(Link)`. */
function tagRoot(node: ts.Expression): string | undefined {
  let current = node;
  while (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current)) current = current.expression;
  return ts.isIdentifier(current) ? current.text : undefined;
}

/** Each styled-components template of a module as one CSS text, each interpolation standing as a name (`hui_i0`). */
function styleTemplates(code: string, id: string): string[] {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const templates: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && styleTags.has(tagRoot(node.tag) ?? '')) {
      const { template } = node;
      const pieces = ts.isNoSubstitutionTemplateLiteral(template) ? [template.text] : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)];
      templates.push(pieces.map((text, index) => (index > 0 ? `hui_i${index - 1}` : '') + text).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return templates;
}

/**
 * The templates as stylis compiles them, compared with each run of whitespace as one space and none after `:` or `,`:
 * stylis keeps a custom property's value and a media query as written, and there those spaces mean nothing to CSS
 * (a space before `:` does: `& :focus`).
 */
const compiled = (code: string, id: string) =>
  styleTemplates(code, id).map((text) =>
    stylis
      .serialize(stylis.compile(`.x{${text}}`), stylis.stringify)
      .replace(/\s+/g, ' ')
      .replace(/([:,]) /g, '$1'),
  );

describe('minifyStyles', () => {
  const files = readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$|\.d\.ts$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));

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
      before += styleTemplates(code, file).join('').length;
      after += styleTemplates(result.code, file).join('').length;
    }
    expect(templates).toBeGreaterThan(50);
    expect(after).toBeLessThan(before * 0.8);
  });

  it('minifies the templates of styled, css and keyframes, adds no display names or ids, and leaves other strings alone', () => {
    const code = [
      "import styled, { css, keyframes } from 'styled-components';",
      'const b = `\n  not: css;\n`;',
      'const C = styled.div.attrs({})`\n  gap: 0;\n  /* why */\n  color: red;\n`;',
      'const D = styled(Link)`\n  gap: 0;\n`;',
      'const e = keyframes`\n  to { opacity: 0; }\n`;',
      'const f = css`\n  padding: 1px 2px;\n`;',
    ].join('\n');
    const result = minifyStyles(code, 'x.ts')!.code;
    expect(result).toContain('const b = `\n  not: css;\n`;');
    expect(result).toContain('styled.div.attrs({})`gap:0;color:red;`');
    expect(result).toContain('styled(Link)`gap:0;`');
    expect(result).toContain('keyframes`to{opacity:0;}`');
    expect(result).toContain('css`padding:1px 2px;`');
    expect(result).not.toMatch(/withConfig|displayName|componentId/);
  });

  it('leaves a module without styled-components as it is', () => {
    expect(minifyStyles('export const a = `\n  x: y;\n`;\n', 'x.ts')).toBeNull();
  });

  it('maps the code after a template back to its line in the source', () => {
    const code = "import styled from 'styled-components';\nconst A = styled.div`\n  color: red;\n\n  gap: 0;\n`;\nexport const after = 1;\n";
    const result = minifyStyles(code, 'x.ts')!;
    const line = result.code.split('\n').findIndex((text) => text.includes('export const after'));
    expect(originalPositionFor(new TraceMap(result.map), { line: line + 1, column: 0 })).toMatchObject({ source: 'x.ts', line: 7, column: 0 });
  });
});
