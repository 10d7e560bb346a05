import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, MessageResponse, refTo } from '../../schemas/common.js';
import { MailIdParams, MailListQuery, OutboxMailPage } from './mail.schemas.js';
import { getFailedMails, retryFailedMail } from './mail.service.js';

/** The admin's view of the mail outbox, mounted at /api/admin/mail. */
const mailRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);

  fastify.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mail'],
        operationId: 'getOutboxMails',
        summary: 'Mails of the outbox by status: `failed` lists those given up after their last try, latest first (admin)',
        querystring: MailListQuery,
        response: { 200: refTo(OutboxMailPage), ...errorResponses(400) },
      },
    },
    async (request) => getFailedMails(fastify.database, request.query),
  );

  fastify.post(
    '/:mailId/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['mail'],
        operationId: 'retryOutboxMail',
        summary: 'Send a failed mail again: it is queued with a fresh count of tries and its own Message-ID (admin)',
        params: MailIdParams,
        response: { 200: refTo(MessageResponse), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      await retryFailedMail(fastify.database, request.params.mailId, fastify.clock.now(), request.user);
      fastify.outbox.wake();
      request.log.info({ event: 'mail.retry_requested', mailId: request.params.mailId, by: request.user?.id }, 'failed mail queued again');
      return { message: 'The mail is queued to be sent again.' };
    },
  );
};

export default mailRoutes;
