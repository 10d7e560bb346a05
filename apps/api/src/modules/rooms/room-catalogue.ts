import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/connect.js';
import { COMPRESSION_THRESHOLD_BYTES, compressOnce, preferredEncoding, type ContentEncoding } from '../../lib/content-encoding.js';
import { contentTag, sendJsonText, sendRevalidated } from '../../lib/http-cache.js';
import { keptAnswers, type KeptAnswers } from '../../lib/kept-answers.js';
import { fitsCapacity, guestProblems, MIN_ADULTS, MIN_CHILDREN, stayPricer } from '@hotel/booking-rules';
import { ApiErrors } from '../../errors/catalog.js';
import { guestsTooManyMessage, validateStay } from '../../lib/stay.js';
import { findBlockedRoomIds } from '../availability/availability.js';
import { findRatesOfRooms, listRooms, NO_RATES, type StoredRates } from './rooms.repository.js';
import type { Room } from './rooms.schemas.js';
import { roomWithAbsoluteUrls, toRoomDtos } from './rooms.service.js';
import { watchRoomChanges, type RoomChanges } from './room-changes.js';
import { watchRoomsVersion, type RoomsVersionWatch } from './rooms.version.js';

/** The all-rooms answer as sent: its JSON text, that text's entity tag, and the text compressed (made once, on first use). */
export type RoomListAnswer = { etag: string; json: string; compressed(encoding: ContentEncoding): Promise<Buffer> };

function roomListAnswer(json: string): RoomListAnswer {
  const compressed = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    etag: contentTag(json),
    json,
    compressed(encoding) {
      let body = compressed.get(encoding);
      if (!body) compressed.set(encoding, (body = compressOnce(json, encoding)));
      return body;
    },
  };
}

/** A room on offer, its JSON text as answers carry it, and what a stay in it costs: its own price and its rates (in cents). */
export type RenderedRoom = { room: Room; json: string; roomPriceCents: number; rates: StoredRates };

/**
 * The rooms on offer at one version of the rooms table (`version`), each rendered once (in id order, and by id), and
 * the all-rooms answer.
 */
export type RoomCatalogue = { version: string; rooms: RenderedRoom[]; byId: ReadonlyMap<number, RenderedRoom>; allRooms: RoomListAnswer };

/**
 * Search and quote answers as sent, kept while neither the catalogue nor the stays they read changed (`changes`):
 * a repeated search or quote then reads nothing. Each store is bounded (see MAX_KEPT_SEARCH_BYTES).
 */
export type OfferAnswers = { changes: RoomChanges; searches: KeptAnswers<Buffer>; quotes: KeptAnswers<Buffer> };

declare module 'fastify' {
  interface FastifyInstance {
    /** The rooms on offer with their rates, kept current (see createRoomCatalogue); all-rooms, search and quote read it. */
    roomCatalogue: () => Promise<RoomCatalogue>;
    /** When what a room offers changed (its stays, rates, the room, its feed's token): see watchRoomChanges. */
    roomChanges: RoomChanges;
    /** Search and quote answers kept by those changes and the catalogue's version. */
    offerAnswers: OfferAnswers;
  }
}

/**
 * How many bytes of search answers a process keeps: an answer lists every free room (about 220 bytes each), so a
 * thousand rooms' search is about 220 KB, and some 150 different searches fit.
 */
const MAX_KEPT_SEARCH_BYTES = 32 * 1024 * 1024;
/** How many bytes of quotes a process keeps (a week's quote is about 500 bytes with its entry: some 8,000 quotes). */
const MAX_KEPT_QUOTE_BYTES = 4 * 1024 * 1024;

const jsonArray = (rooms: RenderedRoom[]) => `[${rooms.map((rendered) => rendered.json).join(',')}]`;

/**
 * The rooms on offer, rendered to JSON once (by `render`) with their rates, and kept in memory while the rooms' version is
 * unchanged (`version`, see watchRoomsVersion): all-rooms and search then neither read nor serialize the
 * rooms per request, and all-rooms is compressed once per version, not per request. Several instances on one database stay right, because every room write, by any
 * instance or script, bumps the version (database triggers). The version is taken before the rooms are
 * read, so a kept catalogue is never older than its version (a write in between costs one more refresh,
 * never a stale answer).
 */
export function createRoomCatalogue({ db }: DatabaseHandle, render: (room: Room) => string, version: RoomsVersionWatch['current']): () => Promise<RoomCatalogue> {
  let kept: { version: string; catalogue: RoomCatalogue } | undefined;
  return async () => {
    const current = await version();
    if (kept?.version === current) return kept.catalogue;
    const rooms = await listRooms(db);
    const ratesOf = await findRatesOfRooms(db, rooms.map((room) => room.id));
    const answers = await toRoomDtos(db, rooms);
    const rendered = rooms.map((summary, index) => {
      const room = answers[index]!;
      return { room, json: render(room), roomPriceCents: summary.roomPriceCents, rates: ratesOf.get(room.id) ?? NO_RATES };
    });
    const catalogue = { version: current, rooms: rendered, byId: new Map(rendered.map((entry) => [entry.room.id, entry])), allRooms: roomListAnswer(jsonArray(rendered)) };
    kept = { version: current, catalogue };
    return catalogue;
  };
}

/** The photo addresses of a room answer (one room or a list: `imageUrl`, the gallery's srcsets) made absolute from PUBLIC_BASE_URL. */
export function withAbsolutePhotoUrls(payload: unknown, publicBaseUrl: string): unknown {
  if (Array.isArray(payload)) return payload.map((item) => withAbsolutePhotoUrls(item, publicBaseUrl));
  const isRoom = typeof payload === 'object' && payload !== null && 'imageUrl' in payload && 'photos' in payload;
  return isRoom ? roomWithAbsoluteUrls(payload as Room, publicBaseUrl) : payload;
}

/** The app's room catalogue (`fastify.roomCatalogue`), following the rooms' version until the app closes. */
export const roomCataloguePlugin = fp(
  async (fastify: FastifyInstance) => {
    const { publicBaseUrl } = fastify.config;
    const roomsVersion = watchRoomsVersion(fastify.database, fastify.log);
    const changes = watchRoomChanges(fastify.database, fastify.log);
    fastify.addHook('onClose', async () => Promise.all([roomsVersion.close(), changes.close()]));
    // Room lists go out as the catalogue's JSON text, which the rooms routes' preSerialization hook does not see.
    const render = (room: Room) => JSON.stringify(publicBaseUrl ? withAbsolutePhotoUrls(room, publicBaseUrl) : room);
    fastify.decorate('roomCatalogue', createRoomCatalogue(fastify.database, render, roomsVersion.current));
    fastify.decorate('roomChanges', changes);
    const bytesOf = (answer: Buffer) => answer.length;
    fastify.decorate('offerAnswers', { changes, searches: keptAnswers(MAX_KEPT_SEARCH_BYTES, bytesOf), quotes: keptAnswers(MAX_KEPT_QUOTE_BYTES, bytesOf) });
  },
  { name: 'room-catalogue' },
);

/** The all-rooms answer: 304 when the client holds it, else its JSON, compressed when large enough and accepted. */
export function sendAllRooms(request: FastifyRequest, reply: FastifyReply, answer: RoomListAnswer) {
  return sendRevalidated(request, reply, answer.etag, async () => {
    if (answer.json.length < COMPRESSION_THRESHOLD_BYTES) return sendJsonText(reply, answer.json);
    // The catalogue's own compressed copy (the compress plugin leaves an answer with Content-Encoding alone).
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return sendJsonText(reply, answer.json);
    return sendJsonText(reply.header('content-encoding', encoding), await answer.compressed(encoding));
  });
}

/**
 * The rooms on offer free for the whole stay [checkIn, checkOut), as JSON (the catalogue's rooms in id order): no
 * CONFIRMED booking nor imported calendar event overlaps it (the one overlap rule of the availability module, which
 * booking uses too). The dates follow the booking rules (`validateStay`). `roomType` matches exactly but
 * case-insensitively; empty means every type. With guests, rooms that sleep fewer adults or children are left out
 * (a count not sent does not narrow the search); together they may be at most MAX_GUESTS, as in a booking.
 * The answer is kept per search (`answers.searches`) at the catalogue's version and the rooms' changes, both taken
 * before the stays are read.
 */
export async function findAvailableRooms(
  database: DatabaseHandle,
  catalogue: () => Promise<RoomCatalogue>,
  answers: OfferAnswers,
  query: { checkInDate: string; checkOutDate: string; roomType?: string | undefined; numOfAdults?: number | undefined; numOfChildren?: number | undefined },
  today: string,
): Promise<Buffer> {
  const { checkInDate, checkOutDate } = query;
  validateStay(checkInDate, checkOutDate, today);
  const guests = { numOfAdults: query.numOfAdults ?? MIN_ADULTS, numOfChildren: query.numOfChildren ?? MIN_CHILDREN };
  if (guestProblems(guests).includes('GUESTS_TOO_MANY')) throw new ApiErrors.VALIDATION_FAILED(guestsTooManyMessage);
  const wantedType = query.roomType?.trim().toLowerCase() ?? '';
  const { version, rooms } = await catalogue();
  const changes = answers.changes.keyOfAll();
  const search = `${checkInDate} ${checkOutDate} ${guests.numOfAdults} ${guests.numOfChildren} ${wantedType}`;
  return answers.searches.get(search, changes === undefined ? undefined : `${version} ${changes}`, async () => {
    const blocked = await findBlockedRoomIds(database, { checkInDate, checkOutDate });
    const candidates = rooms.filter(
      ({ room }) => !blocked.has(room.id) && fitsCapacity(guests, room) && (!wantedType || room.roomType.toLowerCase() === wantedType),
    );
    // The rooms' rates: closed nights and a season's minimum stay leave a room out; the rest carry the stay's total.
    const priceInRoom = stayPricer({ checkInDate, checkOutDate });
    const offered = candidates.flatMap(({ json, roomPriceCents, rates }) => {
      const totalCents = priceInRoom({ ...rates, roomPrice: roomPriceCents });
      if (totalCents === undefined) return [];
      return [`${json.slice(0, -1)},"totalPrice":${totalCents / 100}}`];
    });
    return Buffer.from(`[${offered.join(',')}]`);
  });
}
