import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type StoreResult = { current: number; ttl: number };
type Callback = (error: Error | null, result?: StoreResult) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
};

// The plugin's own two stores (not in its typed exports): Redis's atomic Lua counter and the in-process LRU.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number) => Store;

/** Whether the counters are in Redis now, shared by every store of the app, so a switch is logged once. */
class CounterPlace {
  private inRedis = true;
  constructor(private readonly log: FastifyBaseLogger) {}
  redisFailed(error: Error): void {
    if (!this.inRedis) return;
    this.inRedis = false;
    this.log.warn({ event: 'rate_limit.redis_unavailable', err: error }, 'Redis unreachable: rate limits count per process until it is back');
  }
  redisAnswered(): void {
    if (this.inRedis) return;
    this.inRedis = true;
    this.log.info({ event: 'rate_limit.redis_back' }, 'Redis reachable again: rate limits count in Redis');
  }
}

/**
 * Counts in Redis while it answers, and in this process's memory while it does not: ioredis fails a command
 * at once when not connected (no offline queue) and within its command timeout otherwise, so a Redis outage
 * costs a request at most that long, never a 5xx. Limits then hold per process until Redis is back.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: Store,
    private readonly local: Store,
    private readonly place: CounterPlace,
  ) {}

  private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number): void {
    if (this.redis.status !== 'ready') {
      this.place.redisFailed(new Error(`Redis connection ${this.redis.status}`));
      return this.local[method](key, callback, timeWindow, max);
    }
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          this.place.redisAnswered();
          return callback(null, result);
        }
        this.place.redisFailed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): FallbackStore {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions), this.place);
  }
}

/** The `store` option of @fastify/rate-limit: Redis counters with a per-process fallback (see FallbackStore). */
export function redisWithLocalFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const place = new CounterPlace(log);
  return class {
    // The plugin passes its resolved settings, `continueExceeding` and `exponentialBackoff` among them.
    constructor(options: RateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options;
      return new FallbackStore(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        place,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
