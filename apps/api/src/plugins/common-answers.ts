import { isDeepStrictEqual } from 'node:util';
import fp from 'fastify-plugin';
import type { FastifySchema, RouteOptions } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { accessGuards } from '../modules/auth/permissions.js';
import { bearerSecurity, MAX_ID } from '../schemas/common.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reaches nothing that can be unavailable (no database): its document declares no 503. */
    neverUnavailable?: boolean;
  }
}

type HeaderSchemas = Record<string, TSchema>;

const count = (description: string) => Type.Integer({ format: 'int32', minimum: 0, maximum: MAX_ID, description });

/** What @fastify/rate-limit sends on every answer of a rate-limited route (plugins/rate-limit.ts). */
const RATE_LIMIT_HEADERS: HeaderSchemas = {
  'X-RateLimit-Limit': count("Requests a client may make in a window of the route's limit."),
  'X-RateLimit-Remaining': count('Requests left in the current window.'),
  'X-RateLimit-Reset': count('Seconds until the current window ends.'),
};
const RETRY_AFTER: HeaderSchemas = { 'Retry-After': count('Seconds to wait before trying again.') };
/** Set by @fastify/cors (plugins/security.ts) on answers to the sites listed in CORS_ORIGINS, and only to them. */
const CORS_HEADERS: HeaderSchemas = {
  'Access-Control-Allow-Origin': Type.String({ format: 'uri', maxLength: 2048, description: "The request's Origin, when CORS_ORIGINS lists it." }),
};

const COMMON_HEADERS: HeaderSchemas = { ...RATE_LIMIT_HEADERS, ...RETRY_AFTER, ...CORS_HEADERS };

const error = (description: string) => ({ ...Type.Ref('ErrorResponse'), description });

/**
 * Answers every route may give besides its own, with the one error schema `{ code, message }`, so the OpenAPI
 * document (and the client generated from it) declares them all.
 */
const COMMON_ERRORS = {
  401: error('No valid token was sent (UNAUTHENTICATED).'),
  403: error('The token is valid but its account may not do this (FORBIDDEN).'),
  429: error('Too many requests (RATE_LIMITED, OTP_ATTEMPTS_EXCEEDED): wait the Retry-After seconds.'),
  500: error('An unexpected fault; nothing about it is told (INTERNAL).'),
  503: error('The database is busy or cannot be reached (SERVICE_BUSY, DATABASE_UNAVAILABLE): try again after Retry-After.'),
} as const;

type ResponseSchemas = Record<string, TSchema>;

function withHeaders(schema: TSchema, headers: HeaderSchemas): TSchema {
  const own = (schema as { headers?: HeaderSchemas }).headers;
  return { ...schema, headers: { ...headers, ...own } };
}

/** A bearer requirement that the route does not make optional with an empty alternative (`{}`). */
function requiresToken(security: FastifySchema['security']): boolean {
  return Array.isArray(security) && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

/**
 * The route's access (config.access): its guard runs before validation, so a caller without a token gets 401
 * whatever else is wrong with the request. Answers the security requirement and the errors it adds.
 */
function guardAccess(route: RouteOptions, schema: FastifySchema): { security?: FastifySchema['security']; errors: ResponseSchemas } {
  const access = route.config?.access;
  if (!access) {
    if (requiresToken(schema.security)) {
      throw new Error(`${route.method} ${route.url} declares a required bearer token: set config.access ('user' | 'admin') instead.`);
    }
    return { errors: {} };
  }
  const guard = accessGuards[access];
  const hooks = [route.preValidation ?? []].flat();
  if (!hooks.includes(guard)) route.preValidation = [guard, ...hooks];
  const errors: ResponseSchemas = access === 'admin' ? { 401: COMMON_ERRORS[401], 403: COMMON_ERRORS[403] } : { 401: COMMON_ERRORS[401] };
  return { security: bearerSecurity, errors };
}

type Answer = { headers?: Record<string, unknown> };
type OpenApiPaths = Record<string, Record<string, { responses?: Record<string, Answer> }>>;

const mapValues = <T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** Names of the common answers under `components.responses`. */
const SHARED_ANSWER_NAMES: Record<keyof typeof COMMON_ERRORS, string> = {
  401: 'Unauthenticated',
  403: 'Forbidden',
  429: 'RateLimited',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};

/**
 * The OpenAPI document with each common header and common answer written once, under `components.headers` and
 * `components.responses`, and referred to wherever it is given (the document would otherwise repeat them hundreds
 * of times). An answer that differs from the first of its status (a route's own 401, the probes' 503) stays inline.
 */
export function withSharedAnswers<T extends { paths?: object; components?: object }>(document: T): T {
  const headers: Record<string, unknown> = {};
  const responses: Record<string, Answer> = {};
  const withHeaderRefs = (answer: Answer): Answer => {
    if (!answer.headers) return answer;
    const own = mapValues(answer.headers, (header) => header);
    for (const name of Object.keys(own).filter((name) => Object.hasOwn(COMMON_HEADERS, name))) {
      headers[name] ??= own[name];
      own[name] = { $ref: `#/components/headers/${name}` };
    }
    return { ...answer, headers: own };
  };
  const shared = (status: string, answer: Answer): unknown => {
    const name = SHARED_ANSWER_NAMES[Number(status) as keyof typeof SHARED_ANSWER_NAMES];
    if (!name) return answer;
    responses[name] ??= answer;
    return isDeepStrictEqual(responses[name], answer) ? { $ref: `#/components/responses/${name}` } : answer;
  };
  const paths = mapValues((document.paths ?? {}) as OpenApiPaths, (item) =>
    mapValues(item, (operation) => {
      if (!operation.responses) return operation;
      const answers = Object.entries(operation.responses).map(([status, answer]) => [status, shared(status, withHeaderRefs(answer))]);
      return { ...operation, responses: Object.fromEntries(answers) };
    }),
  );
  return { ...document, paths, components: { ...document.components, headers, responses } };
}

/**
 * Declares, from each route's own config, the answers every route of its kind gives: 401 (and 403 for admin
 * routes) where a token is needed, 429 and the rate-limit headers where requests are counted, 503 where the
 * database is used, 500 everywhere. A route's own declaration of a status wins.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRoute', (route) => {
      const schema = route.schema;
      if (!schema || schema.hide) return;
      const rateLimited = route.config?.rateLimit !== false;
      const { security, errors } = guardAccess(route, schema);
      const common: ResponseSchemas = {
        ...errors,
        ...(rateLimited ? { 429: COMMON_ERRORS[429] } : {}),
        500: COMMON_ERRORS[500],
        ...(route.config?.neverUnavailable ? {} : { 503: COMMON_ERRORS[503] }),
      };
      const declared = { ...common, ...(schema.response as ResponseSchemas | undefined) };
      // The rate limiter and CORS set their headers as the request arrives, so every answer carries them.
      const headers = { ...(rateLimited ? RATE_LIMIT_HEADERS : {}), ...CORS_HEADERS };
      const response = Object.fromEntries(
        Object.entries(declared).map(([status, answer]) => {
          const waits = status === '429' || status === '503';
          return [status, withHeaders(answer, waits ? { ...RETRY_AFTER, ...headers } : headers)];
        }),
      );
      route.schema = { ...schema, ...(security ? { security } : {}), response };
    });
  },
  { name: 'common-answers' },
);
