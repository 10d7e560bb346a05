import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiErrors, type ApiErrorCode } from './catalog.js';

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

function isCatalogueCode(code: string | undefined): code is ApiErrorCode {
  return code !== undefined && Object.hasOwn(ApiErrors, code);
}

/**
 * One error shape, `{ code, message }`, for every failure. 4xx keep their message; anything else is
 * logged with the request and answered with a generic 500 that leaks no internals.
 */
export function registerErrorHandlers(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (error.validation) {
      return reply.status(400).send({ code: 'VALIDATION_FAILED', message: error.message });
    }
    if (status >= 400 && status < 500) {
      const code = isCatalogueCode(error.code) ? error.code : (codeForClientStatus[status] ?? 'VALIDATION_FAILED');
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.status(status).send({ code, message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    const internal = new ApiErrors.INTERNAL();
    return reply.status(500).send({ code: internal.code, message: internal.message });
  });

  fastify.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}
