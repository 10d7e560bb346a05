// Makes tsc's declarations resolve under every `moduleResolution` a consumer may use. The kit's source imports
// without extensions (bundler style), and tsc copies those specifiers into the .d.ts files, where `node16`/`nodenext`
// cannot resolve them. This rewrites every relative specifier to the file it means (`./x.js`, `./dir/index.js`), and
// writes each declaration twice: `.d.ts` for the ESM build (`import`) and `.d.cts`, pointing at `.cjs`, for the
// CommonJS build (`require`), as Node and TypeScript pair a file's types with its format by extension. Imports of
// the repository's unpublished workspace packages get those packages' declarations under `dist/_workspace/`, as the
// JavaScript build does (vite.lib.config.ts).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceOutputPath, workspacePackageDir } from './workspace-packages.mjs';

const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../dist');
/** `from './x'`, `import('./x')`, `declare module './x'`: the three places tsc writes a module specifier. */
const relativeSpecifier = /(\bfrom\s+|\bimport\(\s*|\bdeclare\s+module\s+)(['"])(\.\.?\/[^'"]*)\2/g;
/** `import("styled-components/dist/types")`: tsc names a dependency's internal file when its root does not export the type. */
const deepSpecifier = /(\bimport\(\s*)(['"])((?:@[^/'"]+\/)?[^./'"][^/'"]*)\/([^'"]+)\2/g;
const requireFromKit = createRequire(distDir);
/** `from '@hotel/booking-rules'`, `import("@hotel/booking-rules")`: a whole-package import, candidate for inlining. */
const packageSpecifier = /(\bfrom\s+|\bimport\(\s*)(['"])((?:@[^/'"]+\/)?[^./'"][^/'"]*)\2/g;

function declarationFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return declarationFiles(file);
    return entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** `./x` → `./x` or `./x/index`, whichever declaration exists, without an extension. */
function resolveSpecifier(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier.replace(/\.js$/, ''));
  if (existsSync(`${target}.d.ts`)) return specifier.replace(/\.js$/, '');
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index`;
  throw new Error(`${path.relative(distDir, fromFile)}: cannot resolve '${specifier}' to a declaration file`);
}

/**
 * A deep path into a dependency without an `exports` map resolves under node16 only with its extension:
 * `styled-components/dist/types` → `styled-components/dist/types.js` (its `types.d.ts`). Others stay as tsc wrote them.
 */
function withDeepExtension(packageName, subpath) {
  if (/\.[cm]?js$/.test(subpath)) return `${packageName}/${subpath}`;
  const manifestPath = requireFromKit.resolve(`${packageName}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const declaration = path.join(path.dirname(manifestPath), `${subpath}.d.ts`);
  return !manifest.exports && existsSync(declaration) ? `${packageName}/${subpath}.js` : `${packageName}/${subpath}`;
}

/** The module a workspace package's types start from (its `types`, else its export's source file), without extension. */
function workspaceTypesEntry(packageDir) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const root = manifest.exports?.['.'] ?? manifest.exports;
  const entry = manifest.types ?? (typeof root === 'string' ? root : (root?.types ?? root?.import ?? root?.default)) ?? manifest.main;
  if (!entry) throw new Error(`${packageDir}/package.json names no entry to take types from`);
  return workspaceOutputPath(path.join(packageDir, entry.replace(/\.d\.ts$/, '.ts')));
}

/** Emits each imported workspace package's declarations into dist/_workspace/ and points its imports there. */
function inlineWorkspaceTypes() {
  const inlined = new Map();
  for (const file of declarationFiles(distDir)) {
    const source = readFileSync(file, 'utf8');
    const rewritten = source.replace(packageSpecifier, (match, before, quote, specifier) => {
      const packageDir = workspacePackageDir(specifier);
      if (!packageDir) return match;
      if (!inlined.has(specifier)) inlined.set(specifier, { packageDir, entry: workspaceTypesEntry(packageDir) });
      const target = path.join(distDir, inlined.get(specifier).entry);
      const relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
      return `${before}${quote}${relative.startsWith('.') ? relative : `./${relative}`}${quote}`;
    });
    if (rewritten !== source) writeFileSync(file, rewritten);
  }
  for (const { packageDir, entry } of inlined.values()) {
    const outDir = path.join(distDir, entry.split('/').slice(0, 2).join('/'));
    const tsc = requireFromKit.resolve('typescript/bin/tsc');
    const project = existsSync(path.join(packageDir, 'tsconfig.json')) ? ['-p', path.join(packageDir, 'tsconfig.json')] : [path.join(packageDir, 'src/index.ts')];
    execFileSync(process.execPath, [tsc, ...project, '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--declarationMap', 'false', '--rootDir', packageDir, '--outDir', outDir], { stdio: 'inherit' });
    console.info(`finish-types: inlined the types of ${path.relative(path.join(distDir, '../../..'), packageDir)}`);
  }
}

inlineWorkspaceTypes();
const files = declarationFiles(distDir);
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  // Doc comments may quote specifiers (e.g. how to augment `AllMessages`): only code lines are rewritten.
  const withExtension = (extension) =>
    source
      .split('\n')
      .map((line) =>
        /^\s*(\*|\/\/)/.test(line)
          ? line
          : line
              .replace(relativeSpecifier, (_, before, quote, specifier) => `${before}${quote}${resolveSpecifier(file, specifier)}${extension}${quote}`)
              .replace(deepSpecifier, (_, before, quote, packageName, subpath) => `${before}${quote}${withDeepExtension(packageName, subpath)}${quote}`),
      )
      .join('\n');
  writeFileSync(file, withExtension('.js'));
  writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), withExtension('.cjs'));
}
console.info(`finish-types: ${files.length} declarations, each as .d.ts and .d.cts`);
