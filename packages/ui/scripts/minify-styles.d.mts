import type { Plugin } from 'vite';

/** A CSS template's pieces of text (between its interpolations), minified; `where` names it in errors. */
export function minifyCssTemplate(pieces: string[], where: string): string[];
/** The CSS templates of a module: for each, its pieces of text as `{ start, end }` offsets in `code`, in order. */
export function styleTemplates(code: string, id: string): { start: number; end: number }[][];
/** Minifies the CSS templates of one module's source: the new code and its source map, or `undefined` if none changed. */
export function minifyStyles(
  code: string,
  id: string,
): { code: string; map: { version: 3; sources: string[]; sourcesContent: string[]; names: string[]; mappings: string } } | undefined;
/** The Vite plugin for the kit's build, over the sources under `sourceDir`. */
export function minifyStylesPlugin(sourceDir: string): Plugin;
