import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rollup } from 'vite';
import { languagePacks, routePreloads } from './src/app/routePreloads';
import { apiBaseUrl } from './src/config/apiBaseUrl';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

/**
 * Writes `.br` and `.gz` beside every text file of the build, at the highest levels (once per build, not per
 * request); the API server picks one by the request's Accept-Encoding.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle).filter((name) => /\.(?:js|css|html|svg|json)$/.test(name))) {
        const file = path.join(outDir, fileName);
        const content = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * Writes .vite/route-preloads.json (never served) from src/app/routePreloads.ts: per route, the chunks of its
 * on-demand modules with their imports (less what index.html already loads) and its API reads under the API's base
 * URL; and .vite/language-preloads.json: per language loaded on demand, its pack's chunks. apps/api announces them in
 * the <head> of the pages.
 */
function routePreloadManifest(apiBase: string): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'route-preload-manifest',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-preload-manifest: the build has no entry chunk.');
      const loadedByEntry = withStaticImports(entry, bundle);
      /** The files of `modules`' chunks with their imports, less what the entry loads, as the page addresses them. */
      const chunkFiles = (modules: string[], usedBy: string) => {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.resolve(root, module));
          if (!chunk) throw new Error(`route-preload-manifest: ${module} (for ${usedBy}) has no chunk of its own; is it imported on demand?`);
          withStaticImports(chunk, bundle, files);
        }
        return [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `${base}${file}`);
      };
      const routes = routePreloads.map(({ path: routePath, modules = [], reads = [], roomPhotos = [], roomPhotoSizes }) => ({
        path: routePath,
        modules: chunkFiles(modules, routePath),
        reads: reads.map((read) => `${apiBase}${read}`),
        roomPhotos,
        roomPhotoSizes,
      }));
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(routes, null, 2)}\n` });
      const languages = Object.fromEntries(Object.entries(languagePacks).map(([language, module]) => [language, chunkFiles([module], language)]));
      this.emitFile({ type: 'asset', fileName: '.vite/language-preloads.json', source: `${JSON.stringify(languages, null, 2)}\n` });
    },
  };
}

/** A chunk's file and, transitively, the files of the chunks it imports statically (they load with it). */
function withStaticImports(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, files = new Set<string>()): Set<string> {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const imported of chunk.imports) withStaticImports(bundle[imported] as Rollup.OutputChunk, bundle, files);
  return files;
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress(), routePreloadManifest(apiBaseUrl(loadEnv(mode, process.cwd(), 'VITE_').VITE_API_BASE_URL))],
  // The app ships React 18 (its own dependency; see README, Performance): the kit, the router and styled-components
  // are installed at the workspace root beside React 19, so every `react` import resolves from here, to one copy.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    // In development the API runs separately; the built app is served by the API itself.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // No data: URLs for assets, so the CSP needs no exceptions for scripts or styles from data.
    assetsInlineLimit: 0,
    sourcemap: true,
    // dist/.vite/manifest.json: the chunk graph that scripts/check-bundle-budget.mjs measures (never served).
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload"> (Safari since 17); the polyfill cost the home
    // page 0.4 KB of its first JavaScript. An older browser still loads each module, on import instead of ahead.
    modulePreload: { polyfill: false },
    // Chunks by their hash alone: the entry lists every on-demand chunk's file for its preloads, and the names cost the
    // home page 0.55 KB gzip of its first JavaScript (measured). The source maps still name every module.
    rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
}));
