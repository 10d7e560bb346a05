import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { workspaceOutputPath, workspacePackageDir } from '../scripts/workspace-packages.mjs';

// The build compiles the repository's unpublished packages into dist (vite.lib.config.ts, scripts/finish-types.mjs);
// these are the two decisions it rests on: which imports are workspace packages, and where their modules go.
const rootDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('workspace packages the kit may import', () => {
  it('tells a workspace package (through npm’s symlink) from a published one', () => {
    expect(workspacePackageDir('@hotel/api-client')).toBe(path.join(rootDir, 'packages/api-client'));
    expect(workspacePackageDir('react')).toBeUndefined();
    expect(workspacePackageDir('@hotel/no-such-package')).toBeUndefined();
  });

  const fakeRepo = mkdtempSync(path.join(tmpdir(), 'hotel-ui-workspace-'));
  afterAll(() => rmSync(fakeRepo, { recursive: true, force: true }));

  it("puts a workspace package's module under _workspace/<name without scope>/", () => {
    const packageDir = path.join(fakeRepo, 'packages/booking-rules');
    mkdirSync(path.join(packageDir, 'src/rules'), { recursive: true });
    writeFileSync(path.join(packageDir, 'package.json'), JSON.stringify({ name: '@hotel/booking-rules' }));
    expect(workspaceOutputPath(path.join(packageDir, 'src/rules/stay.ts'))).toBe('_workspace/booking-rules/src/rules/stay');
  });

  it('refuses a module of an installed package: only workspace packages are compiled in', () => {
    const installed = path.join(fakeRepo, 'node_modules/left-pad');
    mkdirSync(installed, { recursive: true });
    writeFileSync(path.join(installed, 'package.json'), JSON.stringify({ name: 'left-pad' }));
    expect(() => workspaceOutputPath(path.join(installed, 'index.js'))).toThrow('neither the kit');
  });
});
