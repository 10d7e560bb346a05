// The repository's own packages that the kit imports (e.g. `@hotel/booking-rules`): unpublished, so the build compiles
// them into `dist/_workspace/<package>/` rather than leaving an import a consumer could not install. A dependency counts
// as a workspace package when it resolves, through npm's workspace symlink, to a directory outside any node_modules.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const kitDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromKit = createRequire(path.join(kitDir, 'package.json'));

/** The directory of the package that holds `file`: the nearest folder with a package.json. */
function packageDirOf(file) {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${file} belongs to no package`);
    dir = parent;
  }
  return dir;
}

/** `<repo>/packages/booking-rules/src/stay.ts` → `_workspace/booking-rules/src/stay` (no extension). */
export function workspaceOutputPath(moduleFile) {
  const packageDir = packageDirOf(moduleFile);
  const { name } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  if (moduleFile.includes(`${path.sep}node_modules${path.sep}`) || packageDir === kitDir) {
    throw new Error(`${moduleFile} is neither the kit's source nor a workspace package's`);
  }
  const relative = path.relative(packageDir, moduleFile).replace(/\.[cm]?[jt]sx?$/, '');
  return path.posix.join('_workspace', name.replace(/^@[^/]+\//, ''), ...relative.split(path.sep));
}

/** The package directory of `specifier` when it is a workspace package, else `undefined` (a published dependency). */
export function workspacePackageDir(specifier) {
  // Node's own lookup (node_modules of each parent folder), by folder: a package's `exports` may hide its package.json.
  for (const dir of requireFromKit.resolve.paths(specifier) ?? []) {
    const installed = path.join(dir, specifier);
    if (!existsSync(path.join(installed, 'package.json'))) continue;
    const real = realpathSync(installed);
    return real.split(path.sep).includes('node_modules') ? undefined : real;
  }
  return undefined;
}
