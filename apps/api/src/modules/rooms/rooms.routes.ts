import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { Type } from 'typebox';
import { bearerSecurity, errorResponses, IdParams, MessageResponse, refTo } from '../../schemas/common.js';
import { readRoomForm, roomFormLimits } from './rooms.multipart.js';
import {
  AvailableRoomsQuery,
  NewRoomForm,
  Room,
  RoomList,
  RoomPhotoQuery,
  RoomPhotoResponse,
  RoomTypeList,
  RoomUpdateForm,
} from './rooms.schemas.js';
import { addRoom, editRoom, findAvailableRooms, getAllRooms, getRoom, getRoomPhoto, getRoomTypes, removeRoom } from './rooms.service.js';

const tags = ['rooms'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, no-cache';

/**
 * Validator compiler of the two multipart routes: params as usual; the body is documented by its
 * schema (so the OpenAPI document and the generated client describe the form) but read and
 * checked by `readRoomForm` + `parseRoomForm` after the admin check, with a clear message per field.
 */
function multipartFormValidator(fastify: FastifyInstance): FastifySchemaCompiler<unknown> {
  return (routeSchema) => {
    if (routeSchema.httpPart === 'body') return () => true;
    const compile = fastify.validatorCompiler;
    if (!compile) throw new Error('rooms: no validator compiler to delegate to');
    return compile(routeSchema);
  };
}

/** Routes of the rooms domain (spec section 7), mounted at /api/rooms. */
const roomsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Multipart parsing exists in this plugin only, with the photo limits.
  await fastify.register(multipart, { limits: roomFormLimits, throwFileSizeLimit: true });

  fastify.get(
    '/room/types',
    { schema: { tags, operationId: 'getRoomTypes', summary: 'Distinct room types, sorted', response: { 200: RoomTypeList } } },
    async () => getRoomTypes(fastify.database),
  );

  fastify.get(
    '/all-rooms',
    { schema: { tags, operationId: 'getAllRooms', summary: 'Every room (with or without a photo), by id', response: { 200: RoomList } } },
    async () => getAllRooms(fastify.database),
  );

  fastify.get(
    '/room/:id',
    {
      schema: {
        tags,
        operationId: 'getRoomById',
        summary: 'One room',
        params: IdParams,
        response: { 200: refTo(Room), ...errorResponses(400, 404) },
      },
    },
    async (request) => getRoom(fastify.database, request.params.id),
  );

  fastify.get(
    '/available-rooms',
    {
      schema: {
        tags,
        operationId: 'getAvailableRooms',
        summary: 'Rooms free for the whole stay [checkInDate, checkOutDate); [] when none',
        description:
          'A room is free when no confirmed booking overlaps the stay; a stay may start on the day another ends. ' +
          'The dates follow the booking rules (400 INVALID_DATES): valid dates, at least one night, check-in not before ' +
          "today in the hotel's time zone, at most 365 nights.",
        querystring: AvailableRoomsQuery,
        response: { 200: RoomList, ...errorResponses(400) },
      },
    },
    async (request) => {
      return findAvailableRooms(fastify.database, request.query, fastify.hotelToday());
    },
  );

  fastify.get(
    '/room/:id/photo',
    {
      schema: {
        tags,
        operationId: 'getRoomPhoto',
        summary: 'The room photo (ETag / If-None-Match; immutable when requested as its imageUrl)',
        params: IdParams,
        querystring: RoomPhotoQuery,
        response: { 200: RoomPhotoResponse, 304: Type.Null({ description: 'Not modified' }), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const answer = await getRoomPhoto(fastify.database, request.params.id, request.headers['if-none-match']);
      // `imageUrl` carries the version, so that URL never changes content; any other URL must revalidate.
      reply
        .header('etag', `"${answer.etag}"`)
        .header('cache-control', request.query.v === answer.etag ? IMMUTABLE : REVALIDATE)
        .header('x-content-type-options', 'nosniff');
      if (answer.status === 'not-modified') return reply.code(304).send(null);
      return reply.header('content-type', answer.contentType).send(answer.data);
    },
  );

  fastify.post(
    '/add/new-room',
    {
      preHandler: fastify.requireAdmin,
      validatorCompiler: multipartFormValidator(fastify),
      schema: {
        tags,
        operationId: 'addRoom',
        summary: 'Add a room (admin): multipart form with photo, roomType and roomPrice',
        security: bearerSecurity,
        consumes: ['multipart/form-data'],
        body: NewRoomForm,
        response: { 201: refTo(Room), ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const room = await addRoom(fastify.database, await readRoomForm(request), fastify.clock.now());
      request.log.info({ event: 'room.created', roomId: room.id, userId: request.user?.id }, 'room added');
      return reply.status(201).send(room);
    },
  );

  fastify.put(
    '/update/:id',
    {
      preHandler: fastify.requireAdmin,
      validatorCompiler: multipartFormValidator(fastify),
      schema: {
        tags,
        operationId: 'updateRoom',
        summary: 'Update a room (admin): only the parts sent change',
        security: bearerSecurity,
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: RoomUpdateForm,
        response: { 200: refTo(Room), ...errorResponses(400, 401, 403, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const room = await editRoom(fastify.database, request.params.id, await readRoomForm(request));
      request.log.info({ event: 'room.updated', roomId: room.id, userId: request.user?.id }, 'room updated');
      return room;
    },
  );

  fastify.delete(
    '/delete/room/:id',
    {
      preHandler: fastify.requireAdmin,
      schema: {
        tags,
        operationId: 'deleteRoom',
        summary: 'Delete a room (admin); 409 while it has confirmed bookings that have not ended',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: refTo(MessageResponse), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await removeRoom(fastify.database, id, fastify.hotelToday());
      request.log.info({ event: 'room.deleted', roomId: id, userId: request.user?.id }, 'room deleted');
      return { message: `Room ${id} was deleted.` };
    },
  );
};

export default roomsRoutes;
