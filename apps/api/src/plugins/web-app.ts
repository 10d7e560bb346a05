import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { routeNotFound } from '../errors/error-handler.js';
import { API_PREFIX } from './swagger.js';

/**
 * Serves the built web app (apps/hotel/dist) at `/`, from the same process and origin as the API.
 * Hashed assets are cached for a year; any other non-API GET gets index.html (client-side routes).
 * Text files go out brotli- or gzip-compressed from the build's precompressed copies.
 */
export default fp(
  async (fastify, options: { root: string }) => {
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
    fastify.get('/assets/*', (request, reply) => reply.sendFile(`assets/${(request.params as { '*': string })['*']}`));
    fastify.get('/*', { schema: { hide: true } }, (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (url.startsWith(API_PREFIX)) return routeNotFound(reply);
      const file = url.slice(1);
      if (file && /^[\w.-]+\.(?:ico|png|jpg|svg|webp|txt|webmanifest)$/.test(file)) return reply.sendFile(file);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web-app' },
);
