// Writes each brand × scheme's design tokens into dist/tokens (W3C DTCG JSON and a CSS file of custom properties),
// from the built brand definitions: `@hotel/ui/tokens/havenhub.dark.json`, `…/seaside.light.css`, …
import { mkdirSync, writeFileSync } from 'node:fs';
import { designTokens, designTokensCss } from '../dist/theme/designTokens.js';
import { defaultBrand } from '../dist/brands/default/index.js';
import { seasideBrand } from '../dist/brands/seaside/index.js';

/** File name → brand: the default brand is the spec's hotel, HavenHub. */
const tokenFileBrands = { havenhub: defaultBrand, seaside: seasideBrand };

const outDir = new URL('../dist/tokens/', import.meta.url);
mkdirSync(outDir, { recursive: true });
for (const [fileName, brand] of Object.entries(tokenFileBrands)) {
  for (const scheme of ['light', 'dark']) {
    writeFileSync(new URL(`${fileName}.${scheme}.json`, outDir), `${JSON.stringify(designTokens(brand.tokens, scheme), null, 2)}\n`);
    writeFileSync(new URL(`${fileName}.${scheme}.css`, outDir), designTokensCss(brand.tokens, scheme));
  }
}
