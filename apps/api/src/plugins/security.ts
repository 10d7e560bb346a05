import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

/**
 * Security headers and CORS. The CSP is strict enough for the built app: scripts only from our
 * origin; styles also inline because styled-components injects <style> elements at run time;
 * images may be `blob:` for the room-photo preview.
 */
export default fp(
  async (fastify, options: { corsOrigins: string[] }) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
    });
    // Same-origin by default; a cross-origin front end must be listed in CORS_ORIGINS.
    await fastify.register(cors, {
      origin: options.corsOrigins.length > 0 ? options.corsOrigins : false,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
  },
  { name: 'security' },
);
