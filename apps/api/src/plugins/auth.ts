import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import { identifyCaller } from '../modules/auth/caller.js';
import { createTokenService, type TokenService } from '../modules/auth/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/**
 * Sets `request.user` (see modules/auth: who the caller is, and what callers may do). A request without an
 * Authorization header costs nothing here: no token check, no database read.
 */
export default fp(
  async (fastify, options: { jwtSecret: string; clock: Clock }) => {
    const tokens = createTokenService(options.jwtSecret, options.clock);
    fastify.decorate<TokenService>('tokens', tokens);
    fastify.decorateRequest('user', null);
    fastify.addHook('onRequest', (request, _reply, done) => {
      const { authorization } = request.headers;
      if (!authorization) return done();
      identifyCaller(fastify.db, tokens, authorization).then((user) => {
        request.user = user;
        if (!user) request.log.info({ event: 'auth.token_rejected' }, 'rejected bearer token');
        done();
      }, done);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
