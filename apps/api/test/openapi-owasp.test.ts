import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The committed OpenAPI document against an outside ruleset: the OWASP API Security Top 10 (2023) rules for
 * Spectral, as apps/api/owasp.spectral.yaml applies them (every rule turned off or narrowed there says why).
 */
const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RULESET = path.join(API_DIR, 'owasp.spectral.yaml');
const DOCUMENT = path.resolve(API_DIR, '../../packages/api-client/openapi.json');
const SPECTRAL = createRequire(import.meta.url).resolve('@stoplight/spectral-cli/dist/index.js');

type Finding = { code: string; message: string; path: string[]; severity: number };
const ERROR = 0;

/** Spectral's findings on the document (it exits non-zero when it finds an error, and still reports). */
async function lint(documentPath: string): Promise<Finding[]> {
  const args = [SPECTRAL, 'lint', documentPath, '--ruleset', RULESET, '--format', 'json', '--quiet'];
  const { stdout, stderr } = await promisify(execFile)(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
    (failed: { stdout?: string; stderr?: string }) => ({ stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }),
  );
  if (!stdout.trim().startsWith('[')) throw new Error(`spectral did not report: ${stderr || stdout}`);
  return JSON.parse(stdout) as Finding[];
}

const describeFinding = (finding: Finding) => `${finding.code} at ${finding.path.join('.')}: ${finding.message}`;

type Document = { paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown> }> }>> };

/** The committed document with one operation's common answers and one string's bound taken out. */
function withUndeclaredAnswers(): string {
  const document = JSON.parse(readFileSync(DOCUMENT, 'utf8')) as Document & { components: { schemas: Record<string, { properties: Record<string, object> }> } };
  const booking = document.paths['/bookings/room/{roomId}/booking']!.post!;
  delete booking.responses['401'];
  delete booking.responses['429'];
  delete booking.responses['500'];
  delete booking.responses['201']!.headers;
  document.components.schemas.Booking!.properties.guestName = { type: 'string' };
  return JSON.stringify(document);
}

describe('the OpenAPI document against the OWASP API Top 10 rules', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'owasp-'));
  let committed: Finding[];
  let undeclared: Finding[];

  // Both runs at once: each is seconds of CPU on a busy machine.
  beforeAll(async () => {
    const copy = path.join(dir, 'openapi.json');
    writeFileSync(copy, withUndeclaredAnswers());
    [committed, undeclared] = await Promise.all([lint(DOCUMENT), lint(copy)]);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has no error', () => {
    const errors = committed.filter((finding) => finding.severity === ERROR);
    expect(errors.map(describeFinding)).toEqual([]);
  });

  it('would have errors for answers left undeclared (the ruleset has teeth)', () => {
    const errors = undeclared.filter((finding) => finding.severity === ERROR).map((finding) => `${finding.code} ${finding.path.join('.')}`);
    const responses = 'paths./bookings/room/{roomId}/booking.post.responses';
    expect(errors).toEqual(
      expect.arrayContaining([
        `owasp:api8:2023-define-error-responses-401 ${responses}`,
        `owasp:api4:2023-rate-limit-responses-429 ${responses}`,
        `owasp:api8:2023-define-error-responses-500 ${responses}`,
        `owasp:api4:2023-rate-limit ${responses}.201`,
        'owasp:api4:2023-string-limit components.schemas.Booking.properties.guestName',
      ]),
    );
  });
});
