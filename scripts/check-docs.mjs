// Keeps the documentation true where a machine can tell. Fails, listing every problem, when:
// - README.md grows past 160 lines (it is the front door; details go to docs/);
// - a relative link in README.md, docs/*.md or a CONTRIBUTING.md points to a missing file or heading;
// - a backticked repository path in README.md or docs/*.md names nothing (git-ignored outputs such as
//   apps/hotel/dist are allowed);
// - README's layout block or a layer list of docs/architecture.md names a folder that does not exist;
// - the screen table of docs/architecture.md disagrees with the code: an address of the app's paths.ts without a
//   row, a page title other than the kit's PageTitles messages', a route module the router does not load for that
//   address, a kit section, story title or app story that does not exist, an operation missing from openapi.json or
//   from its server routes file, or operations other than those the route module calls through the client;
// - a configuration variable read by apps/api/src/config.ts is missing from docs/operations.md's table, or a row of
//   README.md's configuration table differs from the same row there;
// - a test suite of vitest.config.ts or a root npm script is not named in README.md;
// - docs/performance.md states another JavaScript budget than scripts/check-bundle-budget.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAX_README_LINES = 160;
const problems = [];
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const exists = (file) => existsSync(path.join(root, file));
const isFile = (file) => existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile();

const docFiles = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const linkedFiles = [...docFiles, 'apps/api/CONTRIBUTING.md', 'packages/ui/CONTRIBUTING.md', 'packages/ui/README.md'];

/** Markdown without its fenced code blocks (their contents are examples, not claims about files). */
const withoutFences = (text) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (file) => new Set([...withoutFences(read(file)).matchAll(/^#{1,6} (.+)$/gm)].map((match) => slug(match[1])));

// README's length.
const readmeLines = read('README.md').split('\n').length;
if (readmeLines > MAX_README_LINES) problems.push(`README.md has ${readmeLines} lines; keep it at most ${MAX_README_LINES} and move details to docs/.`);

// Relative links.
for (const file of linkedFiles) {
  for (const [, target] of withoutFences(read(file)).matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const [targetPath, anchor] = target.split('#');
    const resolved = targetPath ? path.posix.normalize(path.posix.join(path.posix.dirname(file), targetPath)) : file;
    if (!exists(resolved)) {
      problems.push(`${file}: link to ${target}: ${resolved} does not exist.`);
    } else if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
      problems.push(`${file}: link to ${target}: ${resolved} has no heading #${anchor}.`);
    }
  }
}

// Backticked repository paths.
const topLevel = new Set(readdirSync(root).filter((name) => name !== 'node_modules' && name !== '.git'));
/** Git ignores it (an output such as apps/hotel/dist, which a clean clone does not have yet). */
const isIgnored = (file) =>
  [file, `${file.replace(/\/$/, '')}/`].some((candidate) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', candidate], { cwd: root });
      return true;
    } catch {
      return false;
    }
  });
for (const file of docFiles) {
  for (const [, token] of withoutFences(read(file)).matchAll(/`([^`\s]+)`/g)) {
    const candidate = token.replace(/[.,:;]$/, '');
    if (!candidate.includes('/') || /[<>{}*…$:]/.test(candidate)) continue;
    if (!topLevel.has(candidate.split('/')[0])) continue;
    if (!exists(candidate) && !isIgnored(candidate)) problems.push(`${file}: \`${candidate}\` does not exist.`);
  }
}

// README's layout block: each folder named, and the src/… paths its description gives.
const layout = read('README.md').match(/## Layout\s+```\n([\s\S]*?)```/)?.[1];
if (!layout) problems.push('README.md: no "## Layout" block.');
let layoutDir = '';
for (const line of (layout ?? '').split('\n').filter(Boolean)) {
  const [first] = line.split(/\s+/);
  if (!line.startsWith(' ')) {
    layoutDir = first;
    if (!exists(layoutDir)) problems.push(`README.md, layout: ${layoutDir} does not exist.`);
  }
  for (const [token] of line.matchAll(/\b(?:src|e2e|bench)\/[\w./-]*\w/g)) {
    if (/[<>{}]/.test(token)) continue;
    if (!exists(path.posix.join(layoutDir, token))) problems.push(`README.md, layout: ${layoutDir}/${token} does not exist.`);
  }
}

// The layer lists of docs/architecture.md: under **`<folder>`**, every folder (`x/`) and file (`x.ts`) named exists.
let layerDir;
for (const line of read('docs/architecture.md').split('\n')) {
  const heading = line.match(/^\*\*`([^`]+)`\*\*/);
  if (heading) layerDir = heading[1];
  else if (line.startsWith('#')) layerDir = undefined;
  if (!layerDir) continue;
  for (const [, token] of line.matchAll(/`([\w.-]+(?:\/[\w.-]+)*\/|[\w.-]+\.tsx?)`/g)) {
    if (token.startsWith('.') || topLevel.has(token.split('/')[0])) continue;
    if (!exists(path.posix.join(layerDir, token))) problems.push(`docs/architecture.md: ${layerDir}/${token} (a layer) does not exist.`);
  }
}

// The screen table.
const architecture = read('docs/architecture.md');
const tableLines = architecture.split('\n');
const headerIndex = tableLines.findIndex((line) => line.startsWith('| address |'));
if (headerIndex < 0) {
  problems.push('docs/architecture.md: no screen table (a table whose first column is "address").');
} else {
  const cells = (line) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const header = cells(tableLines[headerIndex]);
  const column = (name) => {
    const index = header.findIndex((cell) => cell.startsWith(name));
    if (index < 0) problems.push(`docs/architecture.md: the screen table has no "${name}" column.`);
    return index;
  };
  const columnDir = (index) => header[index]?.match(/\(`([^`]+)`\)/)?.[1] ?? '';
  const col = {
    address: 0,
    title: column('page title'),
    route: column('route module'),
    sections: column('kit sections'),
    story: column('kit story'),
    appStory: column('app story'),
    operations: column('server operations'),
  };
  const rows = [];
  for (const line of tableLines.slice(headerIndex + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(cells(line));
  }
  const ticked = (cell) => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]);
  const inDir = (dir, name) => (topLevel.has(name.split('/')[0]) && name.includes('/') ? name : path.posix.join(dir, name));

  // The app's addresses and titles.
  // paths.ts wherever the router imports it from; the titles' English texts are the kit's PageTitles group (the
  // router names each title by `pageTitle('<key>')`).
  const routerFile = 'apps/hotel/src/app/router.tsx';
  const router = read(routerFile);
  const importedBy = (name) => {
    const specifier = router.match(new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`))?.[1] ?? '';
    return ['.ts', '.tsx'].map((ext) => path.posix.join(path.posix.dirname(routerFile), specifier) + ext).find(exists);
  };
  const pathsFile = importedBy('paths');
  const titlesFile = 'packages/ui/src/messages/pageTitles.messages.ts';
  if (!pathsFile || !importedBy('pageTitle') || !exists(titlesFile)) {
    console.error(`${routerFile} no longer imports paths and pageTitle, or ${titlesFile} is gone: update scripts/check-docs.mjs.`);
    process.exit(1);
  }
  const pathsSource = read(pathsFile);
  const addresses = new Map();
  for (const [, key, value] of pathsSource.matchAll(/^\s+(\w+): '(\/[^']*)'/gm)) addresses.set(value, key);
  for (const [, key, prefix, param] of pathsSource.matchAll(/^\s+(\w+): \([^)]*\) => `(\/[^`$]*)\$\{(\w+)\}`/gm)) {
    addresses.set(`${prefix}:${param}`, key);
  }
  // The admin screens' titles (the kit's AdminPageTitles group) and modules come with their chunk
  // (adminScreensChunk.ts): the router names each by `adminScreen('<key>')`.
  const adminTitlesFile = 'packages/ui/src/messages/adminPageTitles.messages.ts';
  const adminChunkFile = 'apps/hotel/src/routes/adminScreensChunk.ts';
  const titleSources = [titlesFile, adminTitlesFile].filter(exists).map(read);
  const titles = new Map(titleSources.flatMap((source) => [...source.matchAll(/^\s+(\w+): '([^']*)'/gm)].map((match) => [match[1], match[2]])));
  const adminScreenModules = new Map(
    exists(adminChunkFile) ? [...read(adminChunkFile).matchAll(/^\s+(\w+): \{ Component: (\w+),/gm)].map((match) => [match[1], match[2]]) : [],
  );
  const rowAddresses = new Set(rows.map((row) => ticked(row[col.address])[0]).filter(Boolean));
  for (const address of addresses.keys()) {
    if (!rowAddresses.has(address)) problems.push(`docs/architecture.md: no row for the address ${address} (${pathsFile}).`);
  }

  // The contract: operations by method and path, and which routes file declares each.
  const openapi = JSON.parse(read('packages/api-client/openapi.json'));
  const operations = new Map();
  for (const [apiPath, methods] of Object.entries(openapi.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations.set(`${method.toUpperCase()} /api${apiPath}`, operation.operationId);
  }
  const operationIds = new Set(operations.values());
  /**
   * The routes file that declares an operation: its path's domain's, or another domain's mounted under that path
   * (the rates of a room, `/api/rooms/{roomId}/rates`, are the rates domain's).
   */
  const routesFiles = readdirSync(path.join(root, 'apps/api/src/modules')).map((domain) => `apps/api/src/modules/${domain}/${domain}.routes.ts`).filter(exists);
  const serverFileOf = (operation, operationId) => {
    const domain = operation.split(' ')[1].split('/')[2];
    if (domain === 'health') return 'apps/api/src/app.ts';
    const own = `apps/api/src/modules/${domain}/${domain}.routes.ts`;
    return [own, ...routesFiles].find((file) => exists(file) && read(file).includes(`operationId: '${operationId}'`)) ?? own;
  };

  /** A module's source and that of the modules it imports by relative path (one level). */
  const withImports = (file) => {
    const source = read(file);
    const sources = [source];
    for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const base = path.posix.join(path.posix.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(exists);
      if (found) sources.push(read(found));
    }
    return sources;
  };
  const clientCalls = (sources) => {
    const called = new Set();
    for (const source of sources) {
      for (const [, names] of source.matchAll(/import \{([^}]*)\} from '@hotel\/api-client'/g)) {
        for (const name of names.split(',').map((part) => part.trim())) if (operationIds.has(name)) called.add(name);
      }
    }
    return called;
  };
  const kitImports = (source) =>
    new Set([...source.matchAll(/import \{([^}]*)\} from '@hotel\/ui'/g)].flatMap((match) => match[1].split(',').map((part) => part.trim())));
  const sectionNames = new Set(readdirSync(path.join(root, 'packages/ui/src/sections')));
  const appStoriesFile = columnDir(col.appStory);
  const appStories = isFile(appStoriesFile) ? read(appStoriesFile) : '';
  if (!appStories) problems.push(`docs/architecture.md: the app story column names no stories file that exists (${appStoriesFile || 'none'}).`);

  for (const row of rows) {
    const address = ticked(row[col.address])[0];
    const where = `docs/architecture.md, row ${address ?? row[col.address]}`;
    const key = addresses.get(address) ?? (address === undefined ? 'notFound' : undefined);
    if (key === undefined) problems.push(`${where}: ${address} is not an address of ${pathsFile}.`);
    else if (titles.get(key) !== row[col.title]) problems.push(`${where}: page title "${row[col.title]}", but ${titlesFile} says "${titles.get(key)}".`);

    // Route module: exists, and the router loads it for this address.
    const routeFile = inDir(columnDir(col.route), ticked(row[col.route])[0] ?? '');
    if (!exists(routeFile)) {
      problems.push(`${where}: route module ${routeFile} does not exist.`);
      continue;
    }
    const moduleName = path.posix.basename(routeFile).replace(/\.tsx?$/, '');
    if (key && key !== 'notFound') {
      const routerLine = router.split('\n').find((line) => new RegExp(`path: paths\\.${key}\\b`).test(line));
      const adminScreen = routerLine?.match(/adminScreen\('(\w+)'\)/)?.[1];
      const loaded = adminScreen ? adminScreenModules.get(adminScreen) === moduleName : routerLine?.includes(moduleName);
      if (!loaded) problems.push(`${where}: the router does not load ${moduleName} for paths.${key}.`);
    }
    const sources = withImports(routeFile);

    // Kit sections: exist, and are exactly the sections the route module renders.
    const listedSections = new Set(ticked(row[col.sections]));
    for (const section of listedSections) {
      if (!exists(`packages/ui/src/sections/${section}/${section}.tsx`)) problems.push(`${where}: kit section ${section} does not exist.`);
    }
    // A section the route renders through its lazy wrapper (`LazyRoomSearchResults` for RoomSearchResults) counts too.
    const lazySections = [...sources[0].matchAll(/import \{ Lazy(\w+) \} from '\.\//g)].map((match) => match[1]);
    const usedSections = [...kitImports(sources[0]), ...lazySections].filter((name) => sectionNames.has(name));
    for (const section of usedSections) if (!listedSections.has(section)) problems.push(`${where}: ${moduleName} renders the section ${section}, not listed.`);
    for (const section of listedSections) if (!usedSections.includes(section)) problems.push(`${where}: ${moduleName} does not import the section ${section}.`);

    // Kit story: the file exists and carries the title given.
    const storyFile = inDir(columnDir(col.story), ticked(row[col.story])[0] ?? '');
    const storyTitle = row[col.story].match(/\(([^)]+)\)\s*$/)?.[1];
    if (!exists(storyFile)) problems.push(`${where}: story ${storyFile} does not exist.`);
    else if (!read(storyFile).includes(`title: '${storyTitle}'`)) problems.push(`${where}: ${storyFile} has no title '${storyTitle}'.`);

    // App story: exported by AppScreens.stories.tsx.
    for (const story of ticked(row[col.appStory])) {
      if (!new RegExp(`^export const ${story}\\b`, 'm').test(appStories)) problems.push(`${where}: app story ${story} is not exported by ${appStoriesFile}.`);
    }

    // Server operations: in the contract, declared by the routes file named for them, and exactly those called.
    const listedOperations = ticked(row[col.operations]);
    const listedIds = new Set();
    for (const operation of listedOperations) {
      const operationId = operations.get(operation);
      if (!operationId) {
        problems.push(`${where}: ${operation} is not an operation of packages/api-client/openapi.json.`);
        continue;
      }
      listedIds.add(operationId);
      const serverFile = serverFileOf(operation, operationId);
      if (!exists(serverFile) || !read(serverFile).includes(`operationId: '${operationId}'`)) {
        problems.push(`${where}: ${operation} (${operationId}) is not declared in ${serverFile}.`);
      }
    }
    const called = clientCalls(sources);
    for (const id of called) if (!listedIds.has(id)) problems.push(`${where}: ${moduleName} calls ${id}, not listed.`);
    for (const id of listedIds) if (!called.has(id)) problems.push(`${where}: ${moduleName} does not call ${id}.`);
  }
}

// Configuration: every variable config.ts reads is documented; README's rows agree with operations.md's.
const configVariables = new Set([...read('apps/api/src/config.ts').matchAll(/env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
const configRows = (file) => {
  const rows = new Map();
  for (const line of read(file).split('\n')) {
    const first = line.match(/^\| (`[A-Z][A-Z0-9_]*`(?:, `[A-Z][A-Z0-9_]*`)*) \|/);
    if (first) rows.set(first[1], line);
  }
  return rows;
};
const operationsRows = configRows('docs/operations.md');
const documented = new Set([...operationsRows.keys()].flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1])));
for (const variable of configVariables) {
  if (!documented.has(variable)) problems.push(`docs/operations.md: the configuration table has no row for ${variable} (read by apps/api/src/config.ts).`);
}
for (const variable of documented) {
  if (!configVariables.has(variable)) problems.push(`docs/operations.md: ${variable} is in the configuration table but apps/api/src/config.ts does not read it.`);
}
for (const [cell, line] of configRows('README.md')) {
  if (operationsRows.get(cell) !== line) problems.push(`README.md: the configuration row for ${cell} differs from docs/operations.md's.`);
}

// Every test suite (vitest project) is named in README.md.
const readme = read('README.md');
for (const [, project] of read('vitest.config.ts').matchAll(/name: '([a-z0-9-]+)'/g)) {
  if (!readme.includes(`\`${project}\``)) problems.push(`README.md: the test suite \`${project}\` (vitest.config.ts) is not named.`);
}

// Every root npm script is named in README.md (`npm start`, `npm test`, `npm run <name>`).
const rootScripts = Object.keys(JSON.parse(read('package.json')).scripts).filter((name) => name !== 'postinstall');
for (const name of rootScripts) {
  if (!readme.includes(`npm ${name}`) && !readme.includes(`npm run ${name}`)) problems.push(`README.md: the script \`npm run ${name}\` (package.json) is not named.`);
}

// The JavaScript budget.
const budget = read('scripts/check-bundle-budget.mjs').match(/initialJsBudgetKb = (\d+)/)?.[1];
const statedBudget = read('docs/performance.md').match(/fails above \*\*(\d+) KB gzip\*\*/)?.[1];
if (budget !== statedBudget) problems.push(`docs/performance.md: states a budget of ${statedBudget} KB; scripts/check-bundle-budget.mjs has ${budget} KB.`);

if (problems.length > 0) {
  console.error(`The docs disagree with the repository (${problems.length}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`Docs: ${docFiles.length} files checked against the repository.`);
