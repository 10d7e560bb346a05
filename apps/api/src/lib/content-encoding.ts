import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/** The encodings answers are compressed with, in order of preference (as the compress plugin in app.ts). */
export type ContentEncoding = 'br' | 'gzip';
const PREFERENCE: ContentEncoding[] = ['br', 'gzip'];

/** Answers smaller than this go out as they are: compressing them saves too little to pay for itself. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The encoding to answer with, from an Accept-Encoding header: the first of ours the client accepts (`q` above
 * 0, or `*`); undefined means identity.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), quality === undefined || Number(quality) > 0);
  }
  return PREFERENCE.find((encoding) => accepted.get(encoding) ?? accepted.get('*') ?? false);
}

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);

/**
 * Text compressed once for many answers, so at the highest levels (smallest bodies). It runs on libuv's thread
 * pool, so the event loop does not wait for it.
 */
export function compressOnce(text: string, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })
    : gzipText(text, { level: zlibConstants.Z_BEST_COMPRESSION });
}
