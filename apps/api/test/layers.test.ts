import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Imports in apps/api run only downward (the layers are listed in apps/api/CONTRIBUTING.md). A file may import
 * its own layer and the layers below it; a module may import only the modules below it, and never another
 * module's repository or routes.
 */
const LAYERS: { name: string; files: RegExp }[] = [
  { name: 'catalog', files: /^errors\/catalog\.ts$/ },
  { name: 'lib', files: /^(lib\/|config\.ts$)/ },
  { name: 'db', files: /^db\// },
  { name: 'schemas', files: /^schemas\// },
  { name: 'error answers', files: /^errors\/error-handler\.ts$/ },
  { name: 'modules', files: /^modules\// },
  { name: 'plugins', files: /^plugins\// },
  { name: 'app', files: /^app\.ts$/ },
  { name: 'server', files: /^server\.ts$/ },
];

/** The domains, lowest first: each may use the ones before it. */
const MODULES = ['audit', 'mail', 'system', 'hotel', 'availability', 'auth', 'users', 'rooms', 'rates', 'bookings', 'calendars', 'frontdesk'];
/** The route guards (requireUser, requireAdmin) every domain's routes use; they import no module. */
const ROUTE_GUARDS = 'modules/auth/permissions.ts';

/** Within a module: a repository uses no service or routes, a service no routes. */
const MODULE_FILE_ORDER: { kind: string; files: RegExp }[] = [
  { kind: 'repository', files: /\.repository\.ts$/ },
  { kind: 'service', files: /\.service\.ts$/ },
  { kind: 'routes', files: /\.routes\.ts$/ },
];

export type ImportEdge = { from: string; to: string };

function layerOf(file: string): number {
  const index = LAYERS.findIndex((layer) => layer.files.test(file));
  if (index < 0) throw new Error(`${file} is in no layer: add it to LAYERS here and to the list in apps/api/CONTRIBUTING.md.`);
  return index;
}

function moduleOf(file: string): { name: string; rank: number } | undefined {
  const name = /^modules\/([^/]+)\//.exec(file)?.[1];
  if (name === undefined) return undefined;
  if (file === ROUTE_GUARDS) return { name, rank: -1 };
  const rank = MODULES.indexOf(name);
  if (rank < 0) throw new Error(`Module ${name} has no place in MODULES: add it here and in apps/api/CONTRIBUTING.md.`);
  return { name, rank };
}

/** Every import that runs back up, as a sentence naming the rule it breaks. */
export function backUpArrows(edges: ImportEdge[]): string[] {
  const problems: string[] = [];
  for (const { from, to } of edges) {
    const arrow = `${from} → ${to}`;
    if (layerOf(to) > layerOf(from)) {
      problems.push(`${arrow}: layer ${LAYERS[layerOf(from)]!.name} imports the higher layer ${LAYERS[layerOf(to)]!.name}`);
      continue;
    }
    const fromModule = moduleOf(from);
    const toModule = moduleOf(to);
    if (!fromModule || !toModule) continue;
    if (fromModule.name !== toModule.name) {
      if (toModule.rank > fromModule.rank) problems.push(`${arrow}: module ${fromModule.name} imports the higher module ${toModule.name}`);
      else if (/\.(repository|routes)\.ts$/.test(to)) problems.push(`${arrow}: another module's repository and routes are its own`);
      continue;
    }
    const fromKind = MODULE_FILE_ORDER.findIndex((kind) => kind.files.test(from));
    const toKind = MODULE_FILE_ORDER.findIndex((kind) => kind.files.test(to));
    if (fromKind >= 0 && toKind > fromKind) {
      problems.push(`${arrow}: a ${MODULE_FILE_ORDER[fromKind]!.kind} imports its module's ${MODULE_FILE_ORDER[toKind]!.kind}`);
    }
  }
  return problems;
}

const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The relative imports (and re-exports) of every source file, as paths under src/. */
function importEdges(): ImportEdge[] {
  return sourceFiles(SOURCE_DIR).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const from = path.relative(SOURCE_DIR, file).split(path.sep).join('/');
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        from,
        to: path.relative(SOURCE_DIR, path.resolve(path.dirname(file), fileName.replace(/\.js$/, '.ts'))).split(path.sep).join('/'),
      }));
  });
}

describe('apps/api layers', () => {
  it('finds the imports it checks', () => {
    const edges = importEdges();
    // A reader that found nothing would pass vacuously: these arrows exist and run downward.
    expect(edges).toContainEqual({ from: 'app.ts', to: 'plugins/swagger.ts' });
    expect(edges).toContainEqual({ from: 'modules/bookings/bookings.service.ts', to: 'db/transaction.ts' });
    expect(edges.length).toBeGreaterThan(100);
  });

  it('has no import running back up', () => {
    expect(backUpArrows(importEdges())).toEqual([]);
  });

  it('reports a planted back-up arrow of each kind', () => {
    expect(
      backUpArrows([
        { from: 'errors/error-handler.ts', to: 'plugins/security.ts' },
        { from: 'schemas/common.ts', to: 'modules/rooms/rooms.schemas.ts' },
        { from: 'modules/auth/auth.service.ts', to: 'modules/users/users.service.ts' },
        { from: 'modules/bookings/bookings.service.ts', to: 'modules/rooms/rooms.repository.ts' },
        { from: 'modules/rooms/rooms.repository.ts', to: 'modules/rooms/rooms.service.ts' },
      ]),
    ).toHaveLength(5);
    expect(() => backUpArrows([{ from: 'somewhere/new.ts', to: 'lib/dates.ts' }])).toThrow(/in no layer/);
  });
});
