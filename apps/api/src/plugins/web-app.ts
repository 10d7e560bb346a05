import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger } from 'fastify';
import { routeNotFound } from '../errors/error-handler.js';
import { parseId } from '../schemas/common.js';
import { API_PREFIX } from './swagger.js';

/**
 * One route's entry of the build's .vite/route-preloads.json (apps/hotel/vite.config.ts writes it): the chunks it
 * loads on demand, its API reads, the rooms whose photo it shows (`:name` from the route's path) and, when the page
 * shows them in a `<picture>` with AVIF sources, that picture's `sizes`.
 */
type RoutePreload = { path: string; modules: string[]; reads: string[]; roomPhotos: string[]; roomPhotoSizes?: string };

/** A room's photo now: the address the API gives it (its `imageUrl`) and its gallery's first photo's AVIF srcset. */
export type RoomPhotoPreload = { url: string; avifSrcset: string | null };

export type WebAppOptions = {
  root: string;
  /** A room's photo as the API gives it now, or null when it has none. */
  roomPhoto: (roomId: number) => Promise<RoomPhotoPreload | null>;
};

/**
 * Serves the built web app (apps/hotel/dist) at `/`, from the same process and origin as the API.
 * Hashed assets are cached for a year; any other non-API GET gets index.html (client-side routes).
 * Text files go out brotli- or gzip-compressed from the build's precompressed copies.
 */
export default fp(
  async (fastify, options: WebAppOptions) => {
    await fastify.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file: sent by Accept-Encoding, with Vary, at no CPU cost.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const pageWithPreloads = routePreloadedPages(options.root, options.roomPhoto);
    fastify.get('/assets/*', (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`));
    fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith(API_PREFIX)) return routeNotFound(reply);
      const file = url.slice(1);
      if (file && /^[\w.-]+\.(?:ico|png|jpg|svg|webp|txt|webmanifest)$/.test(file)) return reply.sendFile(file);
      reply.header('cache-control', 'no-cache');
      const page = await pageWithPreloads(url, request.log);
      return page === undefined ? reply.sendFile('index.html') : reply.type('text/html; charset=utf-8').send(page);
    });
  },
  { name: 'web-app' },
);

/**
 * index.html for a page of a route with preloads: its on-demand chunks (modulepreload), its API reads (preload as
 * fetch) and the photos of the rooms it shows (preload as image, at the address the API gives them) announced in the
 * <head>, so they download while the entry's JavaScript does rather than after it has run; at low priority, as none
 * of them is of use before the entry has run. Undefined for other pages, and when the build has no
 * route-preloads.json.
 */
function routePreloadedPages(
  root: string,
  roomPhoto: WebAppOptions['roomPhoto'],
): (pathname: string, log: FastifyBaseLogger) => Promise<string | undefined> {
  const manifestFile = path.join(root, '.vite/route-preloads.json');
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return async () => undefined;
  const routes = JSON.parse(readFileSync(manifestFile, 'utf8')) as RoutePreload[];
  const html = readFileSync(indexFile, 'utf8');
  return async (pathname, log) => {
    for (const route of routes) {
      const params = matchRoute(route.path, pathname);
      if (!params) continue;
      const fill = (template: string) => template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      const photos = await roomPhotos(route.roomPhotos.map(fill), roomPhoto, log);
      const links = [
        ...route.modules.map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`),
        ...route.reads.map(fill).map((href) => `<link rel="preload" as="fetch" fetchpriority="low" crossorigin href="${escapeAttribute(href)}">`),
        // No crossorigin: the <img> that shows it requests it without CORS, and only a request of the same mode matches.
        ...photos.map(({ url, avifSrcset }) =>
          route.roomPhotoSizes && avifSrcset
            ? // The file the page's <picture> picks: its AVIF source, at the width its `sizes` asks for on this screen.
              `<link rel="preload" as="image" fetchpriority="low" type="image/avif" imagesrcset="${escapeAttribute(avifSrcset)}" imagesizes="${escapeAttribute(route.roomPhotoSizes)}">`
            : `<link rel="preload" as="image" fetchpriority="low" href="${escapeAttribute(url)}">`,
        ),
      ];
      return links.length ? html.replace('</head>', `${links.join('\n    ')}\n  </head>`) : undefined;
    }
    return undefined;
  };
}

/**
 * The current photos of these rooms (ids as written in the page's address), skipping what is not a room id, a room
 * without photo, and a lookup that fails: the page is served all the same, only without the hint.
 */
async function roomPhotos(roomIds: string[], roomPhoto: WebAppOptions['roomPhoto'], log: FastifyBaseLogger): Promise<RoomPhotoPreload[]> {
  const photos = await Promise.all(
    roomIds.map(parseId).map(async (id) => {
      if (id === undefined) return null;
      try {
        return await roomPhoto(id);
      } catch (error) {
        log.warn({ err: error, roomId: id }, 'web-app: the room photo preload was left out');
        return null;
      }
    }),
  );
  return photos.filter((photo): photo is RoomPhotoPreload => photo !== null);
}

/** The `:name` segments of `pattern` (e.g. /book-room/:roomId) in `pathname`, decoded; null when it does not match. */
function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const patternSegments = pattern.split('/');
  const segments = pathname.replace(/(.)\/$/, '$1').split('/');
  if (segments.length !== patternSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, patternSegment] of patternSegments.entries()) {
    const segment = segments[index] ?? '';
    // Fastify has refused a path that is not valid percent-encoding (400) before it gets here.
    if (patternSegment.startsWith(':') && segment) params[patternSegment.slice(1)] = decodeURIComponent(segment);
    else if (segment !== patternSegment) return null;
  }
  return params;
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
