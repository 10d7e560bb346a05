import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Routes of the rooms domain (spec section 7), mounted at /api/rooms. */
const roomsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default roomsRoutes;
