import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrivatePostgres, type PrivatePostgres } from './support/private-postgres.js';
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js';

/** The fault tests' own servers: they run, stop and start again, and are nobody else's. */
describe('private PostgreSQL cluster', () => {
  let cluster: PrivatePostgres;
  beforeAll(async () => void (cluster = await startPrivatePostgres()), 120_000);
  afterAll(() => cluster?.destroy(), 60_000);

  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };

  it('answers, refuses connections while stopped, and keeps its data across a restart', async () => {
    await query('create table kept (value int)');
    await query('insert into kept values (42)');
    expect(cluster.port).not.toBe(5432);
    await cluster.stop();
    await expect(query('select 1')).rejects.toThrow();
    await cluster.start();
    expect(await query('select value from kept')).toEqual([{ value: 42 }]);
  }, 120_000);
});

describe('private Redis', () => {
  let redis: PrivateRedis;
  beforeAll(async () => void (redis = await startPrivateRedis()), 60_000);
  afterAll(() => redis?.destroy());

  it('answers, refuses connections while stopped, and comes back empty on the same port', async () => {
    const client = () => new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    const first = client();
    await first.connect();
    await first.set('key', 'value');
    first.disconnect();
    expect(redis.port).not.toBe(6379);
    await redis.stop();
    const during = client();
    during.on('error', () => undefined);
    await expect(during.connect()).rejects.toThrow();
    during.disconnect();
    await redis.start();
    const after = client();
    await after.connect();
    expect(await after.get('key')).toBeNull();
    after.disconnect();
  }, 60_000);
});
