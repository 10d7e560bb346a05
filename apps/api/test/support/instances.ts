import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs } from 'kysely';
import { buildApp } from '../../src/app.js';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect.js';
import type { ChannelHandlers } from '../../src/db/notifications.js';
import type { Clock } from '../../src/lib/clock.js';
import { buildAppOnTestDatabase, createTestMailer, testConfig } from '../helper.js';

/** Counts the queries an app sends through its database handle. */
export class QueryCounter implements KyselyPlugin {
  queries = 0;
  transformQuery({ node }: PluginTransformQueryArgs) {
    this.queries += 1;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs) {
    return result;
  }
}

/** A gate the test opens and closes: while closed, a listening connection cannot finish starting to listen. */
export function createGate(open: boolean) {
  let release: () => void = () => undefined;
  let opened = open ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
  return {
    wait: () => opened,
    open: () => release(),
    close: () => void (opened = new Promise<void>((resolve) => (release = resolve))),
  };
}

/**
 * Notifications the test holds back: while held, a listening connection's notifications are queued (the connection
 * still counts as listening), as if they were slow to arrive; released, they are delivered in order.
 */
export function createHold() {
  let queued: Array<() => void> | undefined;
  return {
    deliver(notify: () => void) {
      if (queued) queued.push(notify);
      else notify();
    },
    hold: () => void (queued ??= []),
    release() {
      const waiting = queued ?? [];
      queued = undefined;
      for (const notify of waiting) notify();
    },
  };
}

export type Instance = {
  app: FastifyInstance;
  /** The instance's database handle (its writes are counted as its own). */
  database: DatabaseHandle;
  counter: QueryCounter;
  gate: ReturnType<typeof createGate>;
  notifications: Pick<ReturnType<typeof createHold>, 'hold' | 'release'>;
  applicationName: string;
  close(): Promise<void>;
};

/**
 * Another server instance on the PostgreSQL schema `schema`, with its own connections (and its own listening ones,
 * which start listening once its gate is open), counting its queries.
 */
export async function startPostgresInstance(schema: string, clock: Clock, listenGate: 'open' | 'closed'): Promise<Instance> {
  const applicationName = `instance-test-${randomBytes(4).toString('hex')}`;
  const handle = connectDatabase(process.env.TEST_DATABASE_URL!, { searchPath: [schema, 'public'], applicationName });
  const counter = new QueryCounter();
  const gate = createGate(listenGate === 'open');
  const notifications = createHold();
  const listen = handle.listen!;
  const database: DatabaseHandle = {
    ...handle,
    db: handle.db.withPlugin(counter),
    listen: (channel, handlers: ChannelHandlers) =>
      listen(channel, {
        ...handlers,
        onListening: async (query) => (await gate.wait(), handlers.onListening(query)),
        onNotification: (payload) => notifications.deliver(() => handlers.onNotification(payload)),
      }),
  };
  const app = await buildAppOnTestDatabase('postgres', { config: testConfig(), database, clock, mailer: createTestMailer(), logger: false });
  return {
    app,
    database,
    counter,
    gate,
    notifications: { hold: notifications.hold, release: notifications.release },
    applicationName,
    async close() {
      await app.close();
      await handle.db.destroy();
    },
  };
}

/** Another server instance on the SQLite file `file` (its own connection), counting its queries. */
export async function startSqliteInstance(file: string, clock: Clock): Promise<{ app: FastifyInstance; handle: DatabaseHandle; counter: QueryCounter; close(): Promise<void> }> {
  const handle = connectDatabase(file);
  const counter = new QueryCounter();
  const app = await buildApp({ config: testConfig(), database: { ...handle, db: handle.db.withPlugin(counter) }, clock, mailer: createTestMailer(), logger: false });
  return {
    app,
    handle,
    counter,
    async close() {
      await app.close();
      await handle.db.destroy();
    },
  };
}
