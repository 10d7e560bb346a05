import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { applySecurityHeaders } from '../lib/security-headers.js';
import { ApiErrors, type ApiErrorCode } from './catalog.js';

/**
 * What a 503 tells the client to wait before trying again: a lock wait is bounded by LOCK_WAIT_LIMIT_MS, so
 * SERVICE_BUSY clears within a second or so; a database restart or failover takes a few seconds.
 */
const RETRY_AFTER_SECONDS: Partial<Record<ApiErrorCode, number>> = { SERVICE_BUSY: 1, DATABASE_UNAVAILABLE: 5 };

/** Fastify's own 4xx errors, by status, mapped onto our catalogue. */
const codeForClientStatus: Record<number, ApiErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** Fastify's messages that would echo a request header, in the API's words. */
const messageForFastifyCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here: send JSON (application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
};

/** The answer to a request for a path no route serves; it never echoes the URL. */
export function routeNotFound(reply: FastifyReply): FastifyReply {
  return reply.status(404).send({ code: 'NOT_FOUND', message: 'There is no such address in this API: check the method and the path.' });
}

function isCatalogueCode(code: string | undefined): code is ApiErrorCode {
  return code !== undefined && Object.hasOwn(ApiErrors, code);
}

/**
 * Fastify's `frameworkErrors`: a URL that cannot be decoded or a path segment beyond `maxParamLength`.
 * These answers are written before any hook runs, so the security headers are set here.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(reply.raw);
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the request path is too long.' : 'The request path is not a valid URL.';
  reply.status(400).send({ code: 'VALIDATION_FAILED', message });
}

/**
 * One error shape, `{ code, message }` (and `field` when the error names one), for every failure. 4xx keep their message; anything else is
 * logged with the request and answered with a generic 500 that leaks no internals.
 */
export function registerErrorHandlers(fastify: FastifyInstance): void {
  fastify.setErrorHandler((thrown: FastifyError, request, reply) => {
    const error = isDatabaseUnavailable(thrown) ? new ApiErrors.DATABASE_UNAVAILABLE() : thrown;
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: error.message });
    }
    if (status >= 400 && status < 500) {
      const code = isCatalogueCode(error.code) ? error.code : (codeForClientStatus[status] ?? 'VALIDATION_FAILED');
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      const { field } = error as { field?: unknown };
      return reply
        .status(status)
        .send({ code, message: messageForFastifyCode[error.code] ?? error.message, ...(typeof field === 'string' ? { field } : {}) });
    }
    if (status === 503 && isCatalogueCode(error.code)) {
      // Contention or an outage, not a fault of the request: the client may try again shortly.
      request.log.warn({ event: 'service.unavailable', code: error.code, err: thrown }, 'answered 503');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS[error.code] ?? 1))
        .send({ code: error.code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new ApiErrors.INTERNAL();
    return reply.status(500).send({ code: internal.code, message: internal.message });
  });

  fastify.setNotFoundHandler((_request, reply) => routeNotFound(reply));
}
