import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
