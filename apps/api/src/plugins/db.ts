import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, SqlDialect } from '../db/connect.js';
import type { Database } from '../db/schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: SqlDialect;
    /** `{ db, dialect }`, what services take. */
    database: DatabaseHandle;
  }
}

export default fp(
  async (fastify, options: { database: DatabaseHandle; closeOnShutdown: boolean }) => {
    fastify.decorate('db', options.database.db);
    fastify.decorate('dialect', options.database.dialect);
    fastify.decorate('database', options.database);
    options.database.onIdleConnectionError = (error) =>
      fastify.log.warn({ event: 'database.connection_lost', err: error }, 'an idle database connection failed; the next query opens a new one');
    if (options.closeOnShutdown) {
      fastify.addHook('onClose', async () => {
        await options.database.db.destroy();
      });
    }
  },
  { name: 'db' },
);
