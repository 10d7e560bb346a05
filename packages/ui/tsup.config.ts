import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  sourcemap: true,
  clean: true,
  // tsup 8.5.1 injects `baseUrl` into the dts build, which TypeScript 6 deprecates (TS5101).
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components', 'react-day-picker', 'date-fns'],
});
