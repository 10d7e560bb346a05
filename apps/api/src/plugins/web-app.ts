import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger } from 'fastify';
import { routeNotFound } from '../errors/error-handler.js';
import { languageFromAcceptLanguage, type Language } from '../lib/language.js';
import type { HotelProfile } from '../modules/hotel/hotel.schemas.js';
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
  /**
   * The hotel's public profile now. With it, every page carries it (the app starts with the hotel's name and
   * currency, without a request or a flash of the default name) and the hotel's name as its first title.
   */
  hotelProfile?: () => HotelProfile;
};

/** The id of the page's `<script type="application/json">` holding the profile; the app reads it at start. */
export const HOTEL_PROFILE_ELEMENT_ID = 'hotel-profile';

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
    const preloadLinks = routePreloadLinks(options.root, options.roomPhoto);
    const languageLinks = languagePreloadLinks(options.root);
    const indexFile = path.join(options.root, 'index.html');
    const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    fastify.get('/assets/*', (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`));
    fastify.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith(API_PREFIX)) return routeNotFound(reply);
      const file = url.slice(1);
      if (file && /^[\w.-]+\.(?:ico|png|jpg|svg|webp|txt|webmanifest)$/.test(file)) return reply.sendFile(file);
      reply.header('cache-control', 'no-cache');
      const profile = options.hotelProfile?.();
      // The language the app will start in, as far as the server can tell (the reader's remembered choice is in the
      // browser): its pack blocks the first render, so it downloads beside the entry, before the route's chunks.
      const language = languageFromAcceptLanguage(request.headers['accept-language']) ?? profile?.defaultLanguage ?? 'en';
      if (languageLinks.varies) reply.header('vary', 'Accept-Language');
      const links = [...languageLinks.of(language), ...(await preloadLinks(url, request.log))];
      if (indexHtml === undefined || (!links.length && !profile)) return reply.sendFile('index.html');
      const head = profile ? [...links, hotelProfileScript(profile)] : links;
      // A function, so that a `$` in the profile is not read as a replacement pattern.
      const page = indexHtml.replace('</head>', () => `${head.join('\n    ')}\n  </head>`);
      return reply.type('text/html; charset=utf-8').send(profile ? withTitle(page, profile.name) : page);
    });
  },
  { name: 'web-app' },
);

/**
 * The <head> links of a page of a route with preloads: its on-demand chunks (modulepreload), its API reads (preload
 * as fetch) and the photos of the rooms it shows (preload as image, at the address the API gives them), so they
 * download while the entry's JavaScript does rather than after it has run; at low priority, as none of them is of
 * use before the entry has run. None for other pages, and when the build has no route-preloads.json.
 */
function routePreloadLinks(
  root: string,
  roomPhoto: WebAppOptions['roomPhoto'],
): (pathname: string, log: FastifyBaseLogger) => Promise<string[]> {
  const manifestFile = path.join(root, '.vite/route-preloads.json');
  if (!existsSync(manifestFile)) return async () => [];
  const routes = JSON.parse(readFileSync(manifestFile, 'utf8')) as RoutePreload[];
  return async (pathname, log) => {
    for (const route of routes) {
      const params = matchRoute(route.path, pathname);
      if (!params) continue;
      const fill = (template: string) => template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
      const photos = await roomPhotos(route.roomPhotos.map(fill), roomPhoto, log);
      return [
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
    }
    return [];
  };
}

/**
 * The <head> links of a language's pack (modulepreload, at the default priority: the app renders nothing before its
 * language has loaded), from the build's .vite/language-preloads.json (apps/hotel/vite.config.ts writes it: the
 * chunks of each language loaded on demand; English is in the entry). `varies`: whether any page's links depend on
 * the language, so the page varies with Accept-Language.
 */
function languagePreloadLinks(root: string): { of: (language: Language) => string[]; varies: boolean } {
  const manifestFile = path.join(root, '.vite/language-preloads.json');
  if (!existsSync(manifestFile)) return { of: () => [], varies: false };
  const chunks = JSON.parse(readFileSync(manifestFile, 'utf8')) as Partial<Record<Language, string[]>>;
  return {
    of: (language) => (chunks[language] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`),
    varies: Object.values(chunks).some((files) => files.length > 0),
  };
}

/**
 * The profile as JSON data in the page. `<`, `>` and `&` are written as JSON escapes (so a name holding `</script>`
 * or `<!--` cannot end the element), and so are U+2028/U+2029; the JSON means the same.
 */
function hotelProfileScript(profile: HotelProfile): string {
  const json = JSON.stringify(profile).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${HOTEL_PROFILE_ELEMENT_ID}">${json}</script>`;
}

/** The page with the hotel's name as its title (the app adds the screen's name once it runs). */
function withTitle(html: string, name: string): string {
  return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(name)}</title>`);
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
const escapeText = (value: string) => value.replace(/[&<>]/g, (character) => `&#${character.charCodeAt(0)};`);
