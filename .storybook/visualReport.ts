// The visual project's global setup (Node): empties the report folder before the run, and after it writes
// test-results/visual/index.html, one page a designer opens to see each screen that no longer matches its baseline.
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** The committed baselines, one PNG per screen story, brand and scheme (`<screen>/<story>/<brand>-<scheme>.png`). */
export const baselineDir = '.storybook/visual-baselines';
/** Vitest's failure output (`…-actual.png`, `…-diff.png`; `…-reference.png` for a story without a baseline): ignored by git. */
export const reportDir = 'test-results/visual';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every PNG under `dir`, as paths relative to it. */
const pngsUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.png')).map((file) => file.split(path.sep).join('/'));

type Entry = { name: string; images: { label: string; file: string }[] };

function writeReport(root: string) {
  const dir = path.join(root, reportDir);
  const files = pngsUnder(dir);
  const entries: Entry[] = [];
  for (const file of files) {
    const changed = file.match(/^(.*)-actual\.png$/)?.[1];
    if (changed !== undefined) {
      // Next to the run's images, so the report folder can be handed on by itself.
      copyFileSync(path.join(root, baselineDir, `${changed}.png`), path.join(dir, `${changed}-baseline.png`));
      const diff = `${changed}-diff.png`;
      entries.push({
        name: changed,
        images: [
          { label: 'Baseline (committed)', file: `${changed}-baseline.png` },
          { label: 'This run', file },
          // Vitest draws no diff when the sizes differ.
          ...(files.includes(diff) ? [{ label: 'Difference (red; yellow: anti-aliasing only)', file: diff }] : []),
        ],
      });
    }
    const added = file.match(/^(.*)-reference\.png$/)?.[1];
    if (added !== undefined) entries.push({ name: `${added} (no baseline yet)`, images: [{ label: 'This run', file }] });
  }
  if (entries.length === 0) return;
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const sections = entries.map(
    ({ name, images }) =>
      `<section><h2>${escapeHtml(name)}</h2><div class="row">${images
        .map(({ label, file }) => `<figure><figcaption>${label}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${label}"></a></figure>`)
        .join('')}</div></section>`,
  );
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual differences</title>
<style>body{font-family:system-ui,sans-serif;margin:1rem}.row{display:flex;gap:1rem;align-items:flex-start}figure{margin:0;flex:1}img{max-width:100%;border:1px solid #888}</style>
</head><body><h1>Visual differences: ${entries.length} screen${entries.length === 1 ? '' : 's'}</h1>
<p>Baselines: <code>${baselineDir}</code>. If a change is intended, run <code>npm run test:visual:update</code> and commit the new baselines.</p>
${sections.join('\n')}
</body></html>
`;
  writeFileSync(path.join(dir, 'index.html'), html);
  console.log(`\nVisual differences in ${entries.length} screen${entries.length === 1 ? '' : 's'}: open ${reportDir}/index.html`);
}

export default function setup({ config }: TestProject) {
  const dir = path.join(config.root, reportDir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return () => writeReport(config.root);
}
