import { paths } from '../config/paths';

/**
 * What the first load of a route needs besides the entry's JavaScript, for the server to announce in the page's
 * `<head>` so it downloads while the entry does, instead of after the entry has run (round trips fewer on a slow
 * phone). All of it at low priority: nothing of it can be used before the entry has run, so the entry goes first.
 * - `modules`: source files the route loads on demand (its route `lazy` module, lazy parts such as the availability
 *   calendar); the build resolves them to their chunks with those chunks' imports (vite.config.ts,
 *   routePreloadManifest);
 * - `reads`: the public API GETs the route's loader makes at once, relative to the API's base URL, with `:name`
 *   taken from the route's path. Only reads without a token: a preload carries none. The e2e test route-preloads
 *   checks that the app requests none of them a second time;
 * - `roomPhotos`: the rooms (`:name` from the route's path) whose photo the route's first screen shows; the server
 *   announces each photo at the address the API gives it, which only the server knows before the room is read;
 * - `roomPhotoSizes`: the `sizes` of the `<picture>` that shows those photos (the kit's gallery), with which the server
 *   announces the gallery's first photo as that picture picks it (its AVIF srcset) instead of the room's `imageUrl`.
 */
export type RoutePreload = { path: string; modules?: string[]; reads?: string[]; roomPhotos?: string[]; roomPhotoSizes?: string };

/**
 * The kit's GALLERY_SIZES (RoomDetails' gallery on the Book Room page), written out: the build's configuration reads
 * this file without loading the kit. routePreloads.test.ts keeps the two equal.
 */
export const bookRoomGallerySizes = '(min-width: 64em) min(25vw, 24rem), (min-width: 48em) 50vw, 100vw';

const calendar = 'src/routes/availabilityCalendarChunk.ts';
/** The kit's own on-demand part of its DateField (the search and reservation forms'): the button and the month grid behind it. */
const dateFieldCalendar = '../../packages/ui/dist/components/DateField/DateFieldCalendar.js';

export const routePreloads: RoutePreload[] = [
  { path: paths.home, modules: [calendar, 'src/routes/searchResultsChunk.ts', dateFieldCalendar], reads: ['/rooms/all-rooms', '/rooms/room/types', '/health'] },
  { path: paths.browseAllRooms, modules: ['src/routes/BrowseAllRoomsRoute.tsx'], reads: ['/rooms/all-rooms'] },
  { path: paths.findBooking, modules: ['src/routes/FindMyBookingRoute.tsx'] },
  {
    path: paths.bookRoom(':roomId'),
    modules: ['src/routes/BookRoomRoute.tsx', calendar, dateFieldCalendar],
    reads: ['/rooms/room/:roomId', '/rooms/room/:roomId/booked-nights', '/rooms/:roomId/rates', '/health'],
    roomPhotos: [':roomId'],
    roomPhotoSizes: bookRoomGallerySizes,
  },
];

/**
 * The pack each language besides English loads on demand (language.ts), which the app awaits before its first
 * render: the server announces its chunks in every page's `<head>` when the request's Accept-Language (else the
 * hotel's default language) picks that language, so a German reader's pack downloads beside the entry.
 */
export const languagePacks: Record<string, string> = { de: 'src/app/germanLocale.ts' };
