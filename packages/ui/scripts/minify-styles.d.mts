import type { Plugin } from 'vite';

/** One module's source with its styled-components templates minified, and its source map; null when it has none. */
export function minifyStyles(
  code: string,
  id: string,
): { code: string; map: { version: 3; sources: string[]; sourcesContent?: string[]; names: string[]; mappings: string } } | null;
/** The Vite plugin for the kit's build, over the sources under `sourceDir`. */
export function minifyStylesPlugin(sourceDir: string): Plugin;
