import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    // In development the API runs separately; the built app is served by the API itself.
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    // No data: URLs for assets, so the CSP needs no exceptions for scripts or styles from data.
    assetsInlineLimit: 0,
    sourcemap: true,
  },
});
