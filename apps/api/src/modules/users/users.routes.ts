import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Routes of the users domain (spec section 7), mounted at /api/users. */
const usersRoutes: FastifyPluginAsyncTypebox = async () => {};

export default usersRoutes;
