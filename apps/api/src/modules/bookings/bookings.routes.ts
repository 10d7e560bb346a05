import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Routes of the bookings domain (spec section 7), mounted at /api/bookings. */
const bookingsRoutes: FastifyPluginAsyncTypebox = async () => {};

export default bookingsRoutes;
