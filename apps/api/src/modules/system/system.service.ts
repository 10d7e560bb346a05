import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../../db/connect.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';

export type Readiness = { ready: true } | { ready: false; unreachable: 'database' | 'redis' };

/**
 * Whether this instance can serve: the database answers, and so does Redis when rate limits count there.
 * A database that cannot be reached fails within its connect timeout, Redis within its command timeout.
 */
export async function checkReadiness({ db }: DatabaseHandle, redis: Redis | undefined): Promise<Readiness> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ready: false, unreachable: 'database' };
    throw error;
  }
  if (redis && (redis.status !== 'ready' || (await redis.ping().catch(() => undefined)) !== 'PONG')) {
    return { ready: false, unreachable: 'redis' };
  }
  return { ready: true };
}
