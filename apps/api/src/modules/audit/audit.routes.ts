import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, refTo } from '../../schemas/common.js';
import { AuditPage, AuditQuery } from './audit.schemas.js';
import { getAuditLog } from './audit.service.js';

/** The audit log of admin writes (admin), mounted at /api/admin/audit. */
const auditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);

  fastify.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        operationId: 'getAuditLog',
        summary: 'Admin writes, latest first: who, what, which record, before and after, when; by actor, kind and date (admin)',
        querystring: AuditQuery,
        response: { 200: refTo(AuditPage), ...errorResponses(400) },
      },
    },
    async (request) => getAuditLog(fastify.database, request.query),
  );
};

export default auditRoutes;
