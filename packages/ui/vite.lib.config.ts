import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Packages the kit imports but does not ship: the consumer's copies are used. */
const external = /^(react|react-dom|styled-components|react-day-picker|date-fns)(\/|$)/;
/** A module that imports any of these uses hooks or context, so it is marked as client code for React Server Components. */
const clientImports = /^(react|styled-components|react-day-picker)(\/|$)/;

/**
 * The published build: one ESM file per source module (so a consumer's bundler keeps only what it imports,
 * with `sideEffects: false`), `'use client'` on modules that use React, and source maps. Types come from `tsc`.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    lib: { entry: 'src/index.ts', formats: ['es'] },
    rolldownOptions: {
      external: (id) => external.test(id),
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        banner: (chunk) => (chunk.imports.some((id) => clientImports.test(id)) ? "'use client';" : ''),
      },
    },
  },
});
