// A Vite plugin for the kit's build: minifies the CSS inside styled-components templates (`styled.x`, `styled(X)`,
// `css`, `keyframes`, `createGlobalStyle`, and plain template strings marked `/* css */`), as
// babel-plugin-styled-components' `minify` does. A consumer's bundler minifies the JavaScript around them but leaves
// template text as written: indentation, line breaks and CSS comments were over a twentieth of one Button's gzip
// size (measured by test/kit-size.test.ts). Whitespace runs, line breaks included, shrink to one space; outside
// parentheses none is kept around `{ } ; ,` or after `:`, nor a `;` before `}`. The module's source map points the
// result back to the source. Strings stay as they are; a `//` comment (which would swallow the rest of the rule once
// lines are joined) or a string left open in its piece of CSS fails the build. test/minify-styles.test.ts checks that
// every template of the kit compiles (in stylis, as styled-components does) to the same CSS before and after.
import ts from 'typescript';

const styleTags = new Set(['styled', 'css', 'keyframes', 'createGlobalStyle']);
/** Outside parentheses, no whitespace is needed after these, nor before the first four (`a :hover` differs from `a:hover`). */
const tightAfter = new Set(['{', '}', ';', ',', ':']);
const tightBefore = new Set(['{', '}', ';', ',']);

/** The identifier a tag starts from: `styled` for `styled.div.attrs(…)` and `styled(Link)`. */
function tagRoot(node) {
  let current = node;
  while (ts.isPropertyAccessExpression(current) || ts.isCallExpression(current)) current = current.expression;
  return ts.isIdentifier(current) ? current.text : undefined;
}

/**
 * A template's pieces of text (between its interpolations), minified. Whitespace at the template's start and end goes;
 * next to an interpolation one space stays (`${a} ${b}`). Parentheses are counted across pieces
 * (`color-mix(in srgb, ${accent} 85%, black)`).
 */
export function minifyCssTemplate(pieces, where) {
  let depth = 0;
  return pieces.map((text, index) => {
    const result = minifyCssPiece(text, { first: index === 0, last: index === pieces.length - 1, depth, where });
    depth = result.depth;
    return result.text;
  });
}

function minifyCssPiece(text, { first, last, depth: openParentheses, where }) {
  let out = '';
  let i = 0;
  /** Parentheses open here: inside them whitespace only shrinks (`(forced-colors: active)`, `minmax(1rem, 1fr)`). */
  let depth = openParentheses;
  const space = (runEnd) => {
    const previous = out.at(-1);
    const next = text[runEnd];
    if ((first && out === '') || (last && next === undefined)) return;
    if (depth === 0 && (tightAfter.has(previous) || tightBefore.has(next))) return;
    out += ' ';
  };
  while (i < text.length) {
    const char = text[i];
    if (char === '"' || char === "'") {
      let end = i + 1;
      while (end < text.length && text[end] !== char && text[end] !== '\n') end += text[end] === '\\' ? 2 : 1;
      if (text[end] !== char) throw new Error(`minify-styles: ${where}: a string that does not close in its piece of CSS`);
      out += text.slice(i, end + 1);
      i = end + 1;
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error(`minify-styles: ${where}: a comment that does not close in its piece of CSS`);
      // A comment counts as whitespace.
      text = `${text.slice(0, i)} ${text.slice(end + 2)}`;
    } else if (char === '/' && text[i + 1] === '/') {
      throw new Error(`minify-styles: ${where}: a // comment in CSS; use /* */`);
    } else if (/\s/.test(char)) {
      let end = i;
      while (end < text.length && /\s/.test(text[end])) end += 1;
      space(end);
      i = end;
    } else {
      // A rule's last declaration needs no `;`.
      if (char === '}' && out.at(-1) === ';') out = out.slice(0, -1);
      if (char === '(') depth += 1;
      if (char === ')') depth = Math.max(0, depth - 1);
      out += char;
      i += 1;
    }
  }
  return { text: out, depth };
}

/** The CSS templates of a module: for each, its pieces of text as `{ start, end }` offsets in `code`, in order. */
export function styleTemplates(code, id) {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const templates = [];
  const add = (template) => {
    const pieces = ts.isNoSubstitutionTemplateLiteral(template)
      ? [template]
      : [template.head, ...template.templateSpans.map((span) => span.literal)];
    templates.push(
      pieces.map((piece) => ({
        start: piece.getStart(source) + 1,
        end: piece.end - (ts.isTemplateHead(piece) || ts.isTemplateMiddle(piece) ? 2 : 1),
      })),
    );
  };
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && styleTags.has(tagRoot(node.tag))) add(node.template);
    else if (
      (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) &&
      // `= /* css */ \`…\``: to TypeScript a comment on the line of the previous token trails that token.
      [...(ts.getTrailingCommentRanges(code, node.pos) ?? []), ...(ts.getLeadingCommentRanges(code, node.pos) ?? [])].some(
        (range) => code.slice(range.pos, range.end) === '/* css */',
      )
    ) {
      add(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return templates;
}

/** Minifies the CSS templates of one module: its new code and source map, or `undefined` when it has none. */
export function minifyStyles(code, id) {
  const lineOf = (offset) => code.slice(0, offset).split('\n').length;
  const edits = styleTemplates(code, id).flatMap((pieces) => {
    const minified = minifyCssTemplate(
      pieces.map(({ start, end }) => code.slice(start, end)),
      `${id}:${lineOf(pieces[0].start)}`,
    );
    return pieces.flatMap(({ start, end }, index) =>
      minified[index] === code.slice(start, end) ? [] : [{ start, end, text: minified[index] }],
    );
  });
  if (edits.length === 0) return undefined;
  let result = '';
  let from = 0;
  for (const edit of edits) {
    result += code.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  result += code.slice(from);
  return { code: result, map: sourceMap(code, edits, id) };
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(number) {
  let value = number < 0 ? (-number << 1) | 1 : number << 1;
  let encoded = '';
  do {
    let digit = value & 31;
    value >>>= 5;
    if (value > 0) digit |= 32;
    encoded += base64[digit];
  } while (value > 0);
  return encoded;
}

/**
 * The map from the result back to `code`: text outside the edits maps character for character (a segment where each
 * line or each stretch of it starts); each edit maps to where it starts in the source.
 */
function sourceMap(code, edits, id) {
  const lineStarts = [0];
  for (let index = 0; index < code.length; index += 1) if (code[index] === '\n') lineStarts.push(index + 1);
  const position = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return [low, offset - lineStarts[low]];
  };
  const lines = [[]];
  let column = 0;
  /** Writes `text` to the result, whose first character came from `offset` (every character, when `exact`). */
  const write = (text, offset, exact) => {
    let segmentStart = true;
    for (let index = 0; index < text.length; index += 1) {
      if (segmentStart) {
        lines.at(-1).push([column, ...position(exact ? offset + index : offset)]);
        segmentStart = false;
      }
      if (text[index] === '\n') {
        lines.push([]);
        column = 0;
        segmentStart = true;
      } else {
        column += 1;
      }
    }
  };
  let from = 0;
  for (const edit of edits) {
    write(code.slice(from, edit.start), from, true);
    write(edit.text, edit.start, false);
    from = edit.end;
  }
  write(code.slice(from), from, true);
  let previousLine = 0;
  let previousColumn = 0;
  const mappings = lines
    .map((segments) => {
      let previousGenerated = 0;
      return segments
        .map(([generated, line, original]) => {
          const segment = vlq(generated - previousGenerated) + vlq(0) + vlq(line - previousLine) + vlq(original - previousColumn);
          previousGenerated = generated;
          previousLine = line;
          previousColumn = original;
          return segment;
        })
        .join(',');
    })
    .join(';');
  return { version: 3, sources: [id], sourcesContent: [code], names: [], mappings };
}

/** The plugin: runs on the kit's TypeScript sources before they are compiled. */
export function minifyStylesPlugin(sourceDir) {
  return {
    name: 'hotel-ui:minify-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(sourceDir) || !/\.[cm]?[jt]sx?$/.test(id)) return undefined;
      return minifyStyles(code, id);
    },
  };
}
