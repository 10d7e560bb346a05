import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { Type } from 'typebox';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, sendJsonText, sendRevalidated } from '../../lib/http-cache.js';
import { errorResponses, IdParams, MessageResponse, refTo } from '../../schemas/common.js';
import { findAvailableRooms, sendAllRooms, withAbsolutePhotoUrls } from './room-catalogue.js';
import { PHOTO_FORM_FIELDS, readRoomForm, ROOM_FORM_FIELDS, roomFormLimits } from './rooms.multipart.js';
import {
  AvailableRoomList,
  AvailableRoomsQuery,
  BookedNightsQuery,
  GalleryOrder,
  GalleryVersionQuery,
  NewRoomForm,
  PhotoAltUpdate,
  Room,
  RoomBookedNights,
  RoomDetailsUpdate,
  RoomList,
  RoomPhotoFileParams,
  RoomPhotoFileResponse,
  RoomPhotoForm,
  RoomPhotoParams,
  RoomPhotoQuery,
  RoomPhotoResponse,
  RoomTypeList,
  RoomUpdateForm,
} from './rooms.schemas.js';
import {
  addRoom,
  addRoomPhoto,
  editRoom,
  getRoom,
  getRoomBookedNights,
  getRoomPhoto,
  getRoomPhotoFile,
  getRoomTypes,
  removeRoom,
  removeRoomPhoto,
  reorderRoomPhotos,
  updateRoomDetails,
  updateRoomPhotoAlt,
} from './rooms.service.js';

const tags = ['rooms'];

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

  // A front end on another origin loads photos by their full address.
  const { publicBaseUrl, corsOrigins } = fastify.config;
  if (publicBaseUrl) {
    fastify.addHook('preSerialization', async (_request, _reply, payload) => withAbsolutePhotoUrls(payload, publicBaseUrl));
  }
  // The CORS_ORIGINS sites may show the photos (everything else stays same-origin).
  const photoResourcePolicy = corsOrigins.length > 0 ? 'cross-origin' : 'same-origin';

  fastify.get(
    '/room/types',
    { schema: { tags, operationId: 'getRoomTypes', summary: 'Distinct room types, sorted', response: { 200: RoomTypeList } } },
    async () => getRoomTypes(fastify.database),
  );

  fastify.get(
    '/all-rooms',
    {
      schema: {
        tags,
        operationId: 'getAllRooms',
        summary: 'Every room (with or without a photo), by id',
        description: 'Answers carry an ETag that changes with any room write; If-None-Match gives 304.',
        response: { 200: RoomList, 304: Type.Null({ description: 'Not modified' }) },
      },
    },
    async (request, reply) => sendAllRooms(request, reply, (await fastify.roomCatalogue()).allRooms),
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
          "today in the hotel's time zone, at most 365 nights. With `numOfAdults` / `numOfChildren`, rooms that sleep fewer " +
          'adults or children are left out (together at most 20 guests, else 400 VALIDATION_FAILED).',
        querystring: AvailableRoomsQuery,
        response: { 200: AvailableRoomList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const json = await findAvailableRooms(fastify.database, fastify.roomCatalogue, fastify.offerAnswers, request.query, fastify.hotelToday());
      return sendJsonText(reply, json);
    },
  );

  fastify.get(
    '/room/:id/booked-nights',
    {
      schema: {
        tags,
        operationId: 'getRoomBookedNights',
        summary: "The room's booked nights within [from, to) (at most 13 months), for an availability calendar",
        description:
          "Without `from` and `to`, the window is a year's calendar from today in the hotel's time zone, so a page can " +
          'ask for it before it knows that date. ' +
          'Half-open ranges of nights taken by confirmed bookings, merged and clipped to the window; no guest data and ' +
          'no booking ids. Answers carry an ETag (If-None-Match gives 304). Booking still decides: a stay offered here ' +
          'can be taken by someone else first (409).',
        params: IdParams,
        querystring: BookedNightsQuery,
        response: {
          200: refTo(RoomBookedNights),
          304: Type.Null({ description: 'Not modified' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { etag, body } = await getRoomBookedNights(fastify.database, request.params.id, request.query, fastify.hotelToday());
      return sendRevalidated(request, reply, etag, () => reply.send(body));
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
        .header('cache-control', request.query.v === answer.etag ? CACHE_IMMUTABLE : CACHE_REVALIDATE)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', photoResourcePolicy);
      if (answer.status === 'not-modified') return reply.code(304).send(null);
      return reply.header('content-type', answer.contentType).send(answer.data);
    },
  );

  fastify.post(
    '/add/new-room',
    {
      config: { access: 'admin' },
      validatorCompiler: multipartFormValidator(fastify),
      schema: {
        tags,
        operationId: 'addRoom',
        summary: 'Add a room (admin): multipart form with photo, roomType, roomPrice and optionally maxAdults, maxChildren',
        consumes: ['multipart/form-data'],
        body: NewRoomForm,
        response: { 201: refTo(Room), ...errorResponses(400, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const room = await addRoom(fastify.database, await readRoomForm(request, ROOM_FORM_FIELDS), fastify.clock.now(), request.user);
      request.log.info({ event: 'room.created', roomId: room.id, userId: request.user?.id }, 'room added');
      return reply.status(201).send(room);
    },
  );

  fastify.put(
    '/update/:id',
    {
      config: { access: 'admin' },
      validatorCompiler: multipartFormValidator(fastify),
      schema: {
        tags,
        operationId: 'updateRoom',
        summary: 'Update a room (admin): only the parts sent change',
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: RoomUpdateForm,
        response: { 200: refTo(Room), ...errorResponses(400, 404, 413, 415, 422) },
      },
    },
    async (request) => {
      const room = await editRoom(fastify.database, request.params.id, await readRoomForm(request, ROOM_FORM_FIELDS), fastify.clock.now(), request.user);
      request.log.info({ event: 'room.updated', roomId: room.id, userId: request.user?.id }, 'room updated');
      return room;
    },
  );

  fastify.get(
    '/photos/:photoId/:version/:file',
    {
      schema: {
        tags,
        operationId: 'getRoomPhotoFile',
        summary: 'One file of a gallery photo, as named in its srcset (cached for a year: the address never changes content)',
        params: RoomPhotoFileParams,
        response: { 200: RoomPhotoFileResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { photoId, version, file } = request.params;
      const answer = await getRoomPhotoFile(fastify.database, photoId, version, file);
      return reply
        .header('cache-control', CACHE_IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', photoResourcePolicy)
        .header('content-type', answer.contentType)
        .send(answer.data);
    },
  );

  fastify.put(
    '/room/:id/details',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'updateRoomDetails',
        summary: 'Update what a guest reads about a room (admin): description, bed type, size, amenities; only the fields sent change',
        params: IdParams,
        body: RoomDetailsUpdate,
        response: { 200: refTo(Room), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const room = await updateRoomDetails(fastify.database, request.params.id, request.body, fastify.clock.now(), request.user);
      request.log.info({ event: 'room.updated', roomId: room.id, userId: request.user?.id }, 'room details updated');
      return room;
    },
  );

  fastify.post(
    '/room/:id/photos',
    {
      config: { access: 'admin' },
      validatorCompiler: multipartFormValidator(fastify),
      schema: {
        tags,
        operationId: 'addRoomPhoto',
        summary: "Add a photo at the end of a room's gallery (admin): multipart form with photo and alt",
        description:
          'The photo is encoded once: turned upright from EXIF, metadata dropped, written at 400, 800 and 1600 pixels wide ' +
          '(never wider than sent) as AVIF, WebP and JPEG. At most 12 photos (409 GALLERY_FULL). Needs no gallery version.',
        params: IdParams,
        consumes: ['multipart/form-data'],
        body: RoomPhotoForm,
        response: { 201: refTo(Room), ...errorResponses(400, 404, 409, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const room = await addRoomPhoto(fastify.database, request.params.id, await readRoomForm(request, PHOTO_FORM_FIELDS), fastify.clock.now(), request.user);
      request.log.info({ event: 'room.updated', roomId: room.id, userId: request.user?.id }, 'room photo added');
      return reply.status(201).send(room);
    },
  );

  fastify.put(
    '/room/:id/photos/order',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'reorderRoomPhotos',
        summary: "Put a room's gallery in a new order (admin); the first photo becomes the room's imageUrl",
        description: 'Send the galleryVersion the order was made from: 409 GALLERY_CHANGED when the gallery changed since.',
        params: IdParams,
        body: GalleryOrder,
        response: { 200: refTo(Room), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const room = await reorderRoomPhotos(fastify.database, request.params.id, request.body, fastify.clock.now(), request.user);
      request.log.info({ event: 'room.updated', roomId: room.id, userId: request.user?.id }, 'room photos reordered');
      return room;
    },
  );

  fastify.put(
    '/room/:id/photos/:photoId/alt',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'updateRoomPhotoAlt',
        summary: "Change a gallery photo's alt text (admin); the last write wins",
        params: RoomPhotoParams,
        body: PhotoAltUpdate,
        response: { 200: refTo(Room), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const room = await updateRoomPhotoAlt(fastify.database, id, photoId, request.body.alt, fastify.clock.now(), request.user);
      request.log.info({ event: 'room.updated', roomId: id, userId: request.user?.id }, 'room photo alt text changed');
      return room;
    },
  );

  fastify.delete(
    '/room/:id/photos/:photoId',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'deleteRoomPhoto',
        summary: "Remove a photo from a room's gallery (admin)",
        description: 'Send the galleryVersion the removal was chosen from: 409 GALLERY_CHANGED when the gallery changed since.',
        params: RoomPhotoParams,
        querystring: GalleryVersionQuery,
        response: { 200: refTo(Room), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const room = await removeRoomPhoto(fastify.database, id, photoId, request.query.galleryVersion, fastify.clock.now(), request.user);
      request.log.info({ event: 'room.updated', roomId: id, userId: request.user?.id }, 'room photo removed');
      return room;
    },
  );

  fastify.delete(
    '/delete/room/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        operationId: 'deleteRoom',
        summary: 'Remove a room (admin); 409 while it has confirmed stays that have not ended',
        description:
          'A room that was ever booked is archived rather than deleted: it leaves the room lists, search and booking, ' +
          'while its bookings stay listed and findable by confirmation code, with the room type. The 409 message says ' +
          'how many stays to cancel first.',
        params: IdParams,
        response: { 200: refTo(MessageResponse), ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const now = fastify.clock.now();
      await removeRoom(fastify.database, id, fastify.hotelToday(now), now, request.user);
      request.log.info({ event: 'room.deleted', roomId: id, userId: request.user?.id }, 'room removed');
      return { message: `Room ${id} was deleted.` };
    },
  );
};

export default roomsRoutes;
