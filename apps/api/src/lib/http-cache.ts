import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** For an address whose content never changes (it carries the version). */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** For an answer caches may keep but must revalidate (If-None-Match) before each use. */
export const CACHE_REVALIDATE = 'public, no-cache';

/** An answer with a content entity tag: the same body always has the same tag, any change gives a new one. */
export type TaggedAnswer<T> = { etag: string; body: T };

export function contentTag(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}

export function tagged<T>(body: T): TaggedAnswer<T> {
  return { etag: contentTag(JSON.stringify(body)), body };
}

/** Whether an If-None-Match header names the given entity tag (weak or strong, or `*`). */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === `"${etag}"`;
  });
}

/** Sends JSON text made ahead (possibly compressed), past the response serializer. */
export function sendJsonText(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}

/** Sends text encoded ahead (kept between answers) as `contentType`, past the response serializer. */
export function sendEncodedText(reply: FastifyReply, contentType: string, body: Buffer) {
  return reply.type(contentType).send(body);
}

/** An answer tagged `etag` that caches must revalidate: 304 when the client holds it (If-None-Match), else the body. */
export function sendRevalidated(request: FastifyRequest, reply: FastifyReply, etag: string, sendBody: () => FastifyReply | Promise<FastifyReply>) {
  reply.header('etag', `"${etag}"`).header('cache-control', CACHE_REVALIDATE);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
  return sendBody();
}
