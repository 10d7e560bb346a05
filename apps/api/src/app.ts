import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { AppConfig } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { answerFrameworkError, registerErrorHandlers } from './errors/error-handler.js';
import { systemClock, type Clock } from './lib/clock.js';
import { COMPRESSION_THRESHOLD_BYTES } from './lib/content-encoding.js';
import { todayIn } from '@hotel/booking-rules';
import { createMailer, type Mailer } from './lib/mailer.js';
import { requestLogFields } from './lib/request-log.js';
import { buildKeptSerializer } from './lib/kept-serializers.js';
import { buildStrictValidator } from './lib/strict-validation.js';
import authPlugin from './plugins/auth.js';
import commonAnswersPlugin from './plugins/common-answers.js';
import dbPlugin from './plugins/db.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import swaggerPlugin, { API_PREFIX } from './plugins/swagger.js';
import { DateOnly } from './schemas/common.js';
import webAppPlugin from './plugins/web-app.js';
import authRoutes from './modules/auth/auth.routes.js';
import bookingsRoutes from './modules/bookings/bookings.routes.js';
import ratesRoutes from './modules/rates/rates.routes.js';
import roomsRoutes from './modules/rooms/rooms.routes.js';
import { roomCataloguePlugin } from './modules/rooms/room-catalogue.js';
import { currentRoomPhoto } from './modules/rooms/rooms.service.js';
import systemRoutes from './modules/system/system.routes.js';
import usersRoutes from './modules/users/users.routes.js';
import hotelRoutes from './modules/hotel/hotel.routes.js';
import { firstHotelProfile, openHotelProfile, publicHotelProfile, type HotelProfileStore } from './modules/hotel/hotel.service.js';
import mailRoutes from './modules/mail/mail.routes.js';
import frontDeskRoutes from './modules/frontdesk/frontdesk.routes.js';
import auditRoutes from './modules/audit/audit.routes.js';
import { calendarFeedRoutes, calendarSyncRoutes } from './modules/calendars/calendars.routes.js';
import { createOutbox, type Outbox, type RetryPolicy } from './modules/mail/mail.outbox.js';
import { createCalendarSync, type CalendarSyncWorker } from './modules/calendars/calendars.sync.js';
import { DEFAULT_FEED_FETCH_LIMITS, type FeedFetchLimits } from './lib/feed-fetch.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    clock: Clock;
    /** The hotel's profile (modules/hotel), kept in this process. */
    hotel: HotelProfileStore;
    /** The hotel's calendar date (`YYYY-MM-DD` in the profile's time zone) at `now`, by default the clock's now. */
    hotelToday: (now?: Date) => string;
    mailer: Mailer;
    /** The durable mail queue and its worker (modules/mail): mails are queued in the transaction of their change. */
    outbox: Outbox;
    /** The booking sites' feeds fetched on a schedule and on demand (modules/calendars). */
    calendarSync: CalendarSyncWorker;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  /** An open database; by default one is opened from `config.databaseUrl` (and closed with the app). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  /** How failed mails are tried again (tests shorten the delays). */
  mailRetryPolicy?: RetryPolicy;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Global per-IP request limit per minute. */
  globalRateLimitPerMinute?: number;
  /** The calendar feeds' fetch timeout and size limit (tests shorten them). */
  feedFetchLimits?: Partial<Omit<FeedFetchLimits, 'allowPrivate'>>;
  /** How long "sync now" waits for another instance's calendar sync (tests shorten it). */
  calendarSyncLeaseWaitMs?: number;
};

const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The whole service as one Fastify instance: plugins, then the domain modules, then the error handlers. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const logger = options.logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] };
  const fastify = Fastify({
    logger: typeof logger === 'object' ? { ...logger, serializers: { req: requestLogFields, ...logger.serializers } } : logger,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Only the configured number of proxy hops may set the client IP (rate limits key on it).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    requestTimeout: 30_000,
    // Paths may carry an email (254 characters at most), beyond Fastify's default of 100.
    routerOptions: { maxParamLength: 320 },
    frameworkErrors: answerFrameworkError,
    schemaController: { compilersFactory: { buildValidator: buildStrictValidator, buildSerializer: buildKeptSerializer } },
    ajv: { customOptions: { removeAdditional: false, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const database = options.database ?? connectDatabase(config.databaseUrl);
  await migrateToLatest(database);

  fastify.decorate('config', config);
  fastify.decorate('clock', options.clock ?? systemClock);
  fastify.decorate(
    'hotel',
    await openHotelProfile(database, { first: firstHotelProfile(config.hotelTimeZone), now: fastify.clock.now(), log: fastify.log }),
  );
  // The date is formatted once a minute, not per request (search and quote ask it every time): time zones are offset
  // by whole minutes, so the hotel's date cannot change within one.
  let lastToday: { timeZone: string; minute: number; date: string } | undefined;
  fastify.decorate('hotelToday', (now: Date = fastify.clock.now()) => {
    const { timeZone } = fastify.hotel.current();
    const minute = Math.floor(now.getTime() / 60_000);
    if (lastToday?.timeZone !== timeZone || lastToday.minute !== minute) lastToday = { timeZone, minute, date: todayIn(timeZone, now) };
    return lastToday.date;
  });
  fastify.decorate('mailer', options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: fastify.log }));

  registerErrorHandlers(fastify);
  await fastify.register(dbPlugin, { database, closeOnShutdown: !options.database });
  fastify.decorate(
    'outbox',
    createOutbox({ database, mailer: fastify.mailer, mailFrom: config.mailFrom, log: fastify.log, policy: options.mailRetryPolicy }),
  );
  fastify.addHook('onReady', async () => fastify.outbox.start());
  // Closing: no new claims from the moment the server stops taking requests (preClose); the tries under way end
  // before the database closes (this onClose is registered after the database plugin's, and they run last-first).
  // Mail queued by requests still in flight stays queued for the next start.
  fastify.addHook('preClose', async () => void fastify.outbox.stop());
  fastify.addHook('onClose', async () => {
    await fastify.outbox.stop();
    fastify.mailer.close();
  });
  fastify.decorate(
    'calendarSync',
    createCalendarSync({
      database,
      clock: fastify.clock,
      timeZone: () => fastify.hotel.current().timeZone,
      intervalMs: config.calendarSyncIntervalMs,
      limits: { ...DEFAULT_FEED_FETCH_LIMITS, ...options.feedFetchLimits, allowPrivate: config.calendarSyncAllowPrivate },
      log: fastify.log,
      ...(options.calendarSyncLeaseWaitMs === undefined ? {} : { leaseWaitMs: options.calendarSyncLeaseWaitMs }),
    }),
  );
  fastify.addHook('onReady', async () => fastify.calendarSync.start());
  // Like the outbox's: the fetch under way ends (its lease released) before the database closes.
  fastify.addHook('onClose', async () => fastify.calendarSync.stop());
  await fastify.register(securityPlugin, { corsOrigins: config.corsOrigins });
  // JSON answers above 1 KB (room lists, bookings) go out compressed when the client accepts it. Brotli at level 4
  // and gzip at 6 keep the per-request cost small; smaller answers and requests without Accept-Encoding pay nothing
  // but a header check. Static files come precompressed from the build (plugins/web-app.ts), all-rooms from the
  // room catalogue (compressed once per version of the rooms).
  await fastify.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await fastify.register(rateLimitPlugin, {
    redisUrl: config.redisUrl,
    globalPerMinute: options.globalRateLimitPerMinute ?? 1_000,
  });
  // Before the OpenAPI document and the routes: it declares every route's common answers as the route is added.
  await fastify.register(commonAnswersPlugin);
  await fastify.register(swaggerPlugin);
  await fastify.register(authPlugin, { jwtSecret: config.jwtSecret, clock: fastify.clock });

  fastify.get(
    `${API_PREFIX}/health`,
    {
      // Liveness depends on nothing outside the process, Redis's rate-limit counters and the database included.
      config: { rateLimit: false, neverUnavailable: true },
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        description:
          "Liveness, and the hotel's calendar date in its time zone (`GET /api/hotel`): the earliest check-in the server accepts, so the app's " +
          'forms apply the same "today" as the booking and search rules.',
        response: {
          200: Type.Object(
            {
              status: Type.Literal('ok'),
              today: Type.String({ ...DateOnly, description: "The hotel's calendar date, YYYY-MM-DD." }),
            },
            { additionalProperties: false },
          ),
        },
      },
    },
    async () => ({ status: 'ok' as const, today: fastify.hotelToday() }),
  );
  await fastify.register(systemRoutes, { prefix: API_PREFIX });
  await fastify.register(roomCataloguePlugin);
  await fastify.register(roomsRoutes, { prefix: `${API_PREFIX}/rooms` });
  await fastify.register(ratesRoutes, { prefix: `${API_PREFIX}/rooms` });
  await fastify.register(bookingsRoutes, { prefix: `${API_PREFIX}/bookings` });
  await fastify.register(authRoutes, { prefix: `${API_PREFIX}/auth` });
  await fastify.register(usersRoutes, { prefix: `${API_PREFIX}/users` });
  await fastify.register(hotelRoutes, { prefix: API_PREFIX });
  await fastify.register(mailRoutes, { prefix: `${API_PREFIX}/admin/mail` });
  await fastify.register(frontDeskRoutes, { prefix: `${API_PREFIX}/admin` });
  await fastify.register(auditRoutes, { prefix: `${API_PREFIX}/admin/audit` });
  await fastify.register(calendarFeedRoutes, { prefix: `${API_PREFIX}/rooms` });
  await fastify.register(calendarSyncRoutes, { prefix: `${API_PREFIX}/admin/rooms` });

  if (config.webAppDir) {
    await fastify.register(webAppPlugin, {
      root: config.webAppDir,
      roomPhoto: (roomId) => currentRoomPhoto(fastify.database, roomId, config.publicBaseUrl),
      hotelProfile: () => publicHotelProfile(fastify.hotel.current()),
    });
  }
  return fastify;
}
