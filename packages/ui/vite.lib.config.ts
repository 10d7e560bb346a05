import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { minifyStylesPlugin } from './scripts/minify-styles.mjs';
import { workspaceOutputPath } from './scripts/workspace-packages.mjs';

/** Packages the kit imports but does not ship: the consumer's copies are used. */
const external = /^(react|react-dom|styled-components|react-day-picker|date-fns|@tanstack\/react-virtual|@visx\/[a-z-]+)(\/|$)/;
/** A module that imports any of these uses hooks or context, so it is marked as client code for React Server Components. */
const clientImports = /^(react|styled-components|react-day-picker|@tanstack\/react-virtual)(\/|$)/;
const sourceDir = path.resolve(import.meta.dirname, 'src');

/**
 * One output file per source module, at its path under `src`. Modules of the repository's other workspace packages
 * (e.g. `@hotel/booking-rules`, which is not published) are compiled in too, under `_workspace/<package>/`.
 */
const fileName = (extension: string) => (chunk: Rolldown.PreRenderedChunk) => {
  const id = chunk.facadeModuleId ?? '';
  if (id.startsWith(`${sourceDir}${path.sep}`)) return `${path.relative(sourceDir, id).replace(/\.[cm]?[jt]sx?$/, '')}.${extension}`;
  // The bundler's own helpers (e.g. the object behind `export * as deMessages`) have virtual ids starting with \0.
  if (!id || id.startsWith('\0')) return `_virtual/${chunk.name.replace(/[^\w.-]/g, '_')}.${extension}`;
  return `${workspaceOutputPath(id)}.${extension}`;
};

const output = {
  preserveModules: true,
  banner: (chunk: Rolldown.RenderedChunk) => (chunk.imports.some((id) => clientImports.test(id)) ? "'use client';" : ''),
} satisfies Rolldown.OutputOptions;

/**
 * The published build, twice from one module graph: ESM (`.js`) for bundlers and `import`, CommonJS (`.cjs`) for
 * `require` (Jest, older tools). One file per module (so a consumer's bundler keeps only what it imports, with
 * `sideEffects: false`), `'use client'` on modules that use React, the CSS of styled-components templates minified
 * (babel-plugin-styled-components, scripts/minify-styles.mjs: a consumer's minifier leaves template text as written),
 * and source maps. Types come from `tsc` and scripts/finish-types.mjs.
 */
export default defineConfig({
  plugins: [minifyStylesPlugin(sourceDir), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/index.ts' },
    rolldownOptions: {
      external: (id) => external.test(id),
      output: [
        { ...output, format: 'es', entryFileNames: fileName('js'), chunkFileNames: fileName('js') },
        { ...output, format: 'cjs', entryFileNames: fileName('cjs'), chunkFileNames: fileName('cjs') },
      ],
    },
  },
});
