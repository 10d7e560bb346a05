import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, MessageResponse, refTo } from '../../schemas/common.js';
import { USER_DELETED_MESSAGE, deleteUser, getUser, updateUser } from './users.service.js';
import { User, UserRefParams, UserUpdate } from './users.schemas.js';


/** Routes of the users domain (spec section 7), mounted at /api/users. */
const usersRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onSend', sendNoStore);

  fastify.get(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        operationId: 'getUser',
        summary: 'One account, by email or id: the caller\'s own, or any for an admin',
        params: UserRefParams,
        response: { 200: refTo(User), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => getUser(fastify.database, request.user, request.params.id, request.log),
  );

  fastify.patch(
    '/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary: "Change an account's language: the caller's own, or any for an admin",
        params: UserRefParams,
        body: refTo(UserUpdate),
        response: { 200: refTo(User), ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => updateUser(fastify.database, request.user, request.params.id, request.body, request.log),
  );

  fastify.delete(
    '/delete/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Close an account (own, or any for an admin); its bookings stay, unlinked',
        description: 'Tokens of the closed account stop working at once. The last admin account cannot be closed (409 LAST_ADMIN).',
        params: UserRefParams,
        response: { 200: refTo(MessageResponse), ...errorResponses(400, 403, 404, 409) },
      },
    },
    async (request) => {
      await deleteUser(fastify.database, request.user, request.params.id, request.log, fastify.clock.now());
      return { message: USER_DELETED_MESSAGE };
    },
  );
};

export default usersRoutes;
