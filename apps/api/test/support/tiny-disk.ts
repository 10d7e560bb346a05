import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type TinyDisk = {
  dir: string;
  /** Fills the free space with a file, so the next write that needs a block fails with ENOSPC. */
  fill(): void;
  /** Removes the filling file. */
  free(): void;
  destroy(): Promise<void>;
};

/**
 * A small tmpfs of this test's own (as root, `mount -t tmpfs`): a disk that can really run full, which a
 * root process cannot fake with file permissions.
 */
export async function mountTinyDisk(sizeBytes: number): Promise<TinyDisk> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hotel-disk-'));
  try {
    await run('mount', ['-t', 'tmpfs', '-o', `size=${sizeBytes}`, 'tmpfs', dir]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`A full-disk test needs to mount a small tmpfs (root with CAP_SYS_ADMIN): ${(error as Error).message}`);
  }
  const filler = path.join(dir, 'filler');
  return {
    dir,
    fill() {
      const { bavail, bsize } = statfsSync(dir);
      writeFileSync(filler, Buffer.alloc(bavail * bsize));
    },
    free: () => rmSync(filler, { force: true }),
    async destroy() {
      await run('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
