import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Routes of the auth domain (spec section 7), mounted at /api/auth. */
const authRoutes: FastifyPluginAsyncTypebox = async () => {};

export default authRoutes;
