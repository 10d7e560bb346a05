import { BED_TYPES, MAX_ADULTS, MAX_CHILDREN, MAX_ROOM_PRICE, MIN_ADULTS, MIN_CHILDREN, ROOM_AMENITIES, type BedType, type RoomAmenity } from '@hotel/booking-rules';
import { Type, type Static, type TSchema } from 'typebox';
import { DateOnly, Id, MAX_ID, refTo } from '../../schemas/common.js';

/** The highest price per night, in dollars (the booking rules' limit). */
export { MAX_ROOM_PRICE };

/** Limits of a room and of its photo upload. */
export const MAX_ROOM_TYPE_LENGTH = 50;
/** A phone's JPEG is 3–8 MB (a 12-megapixel one up to ~9 MB): 15 MB takes them with room to spare; pixels are capped below. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/** Decoded size limit of an uploaded photo (pixels), and of either side. */
export const MAX_PHOTO_PIXELS = 25_000_000;
export const MAX_PHOTO_SIDE = 12_000;
/** A stored photo is WebP of at most 1600×1200: never more than its raw RGBA pixels. */
const MAX_STORED_PHOTO_BYTES = 1600 * 1200 * 4;

/** How many adults a room sleeps: 1 to the most one booking takes. */
export const MaxAdults = Type.Integer({ format: 'int32', minimum: MIN_ADULTS, maximum: MAX_ADULTS, description: 'How many adults the room sleeps.', examples: [2] });
/** How many children a room sleeps besides its adults: 0 to the most one booking takes. */
export const MaxChildren = Type.Integer({ format: 'int32', minimum: MIN_CHILDREN, maximum: MAX_CHILDREN, description: 'How many children the room sleeps.', examples: [1] });


/** What a guest reads about a room, and its gallery. */
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_SIZE_SQUARE_METERS = 1000;
export const MAX_GALLERY_PHOTOS = 12;
export const MAX_ALT_LENGTH = 250;
/** Gallery versions only go up, one per gallery write. */
const MAX_GALLERY_VERSION = 2_147_483_647;
/** Bed types and amenities: fixed keys a front end translates, shared with the kit (@hotel/booking-rules). */
export const AMENITIES = ROOM_AMENITIES;
export type Amenity = RoomAmenity;
export { BED_TYPES, type BedType };

/** A photo's files: the widths it has (never wider than the upload), in each format. */
export const PHOTO_FORMATS = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
export type PhotoFormat = keyof typeof PHOTO_FORMATS;
/** The file name extension of each format in a photo file's address. */
export const PHOTO_EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
/** Photos are encoded once, at these widths (and the photo's own width when it is narrower than the largest). */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
/** The longest srcset: three widths of absolute URLs. */
const MAX_SRCSET_LENGTH = 3 * (2048 + 8);

const DescriptionField = Type.String({
  maxLength: MAX_DESCRIPTION_LENGTH,
  description: `Plain text shown to guests, at most ${MAX_DESCRIPTION_LENGTH} characters; paragraphs are separated by a blank line (line breaks are the only control characters allowed). '' when none.`,
  examples: ['A quiet room on the garden side.\n\nThe desk faces the window.'],
});
/** One of a fixed list of keys (an enum of the OpenAPI document, a union type in the client). */
const KeyOf = <Key extends string>(keys: readonly Key[]) => Type.Unsafe<Key>(Type.String({ enum: [...keys], maxLength: Math.max(...keys.map((key) => key.length)) }));

// OpenAPI 3.0 writes this as a nullable string enum, whose enum must then list null too.
const BedTypeField = Type.Union([Type.Unsafe<BedType>(Type.String({ enum: [...BED_TYPES, null], maxLength: 7 })), Type.Null()], {
  description: 'The bed arrangement, as a key to translate; null when not told.',
});
const SizeField = Type.Union(
  [Type.Integer({ format: 'int32', minimum: 1, maximum: MAX_SIZE_SQUARE_METERS, examples: [24] }), Type.Null()],
  { description: 'Floor area in square metres; null when not told.' },
);
const AmenitiesField = Type.Array(KeyOf(AMENITIES), {
  maxItems: AMENITIES.length,
  uniqueItems: true,
  description: 'What the room offers, as keys to translate, in the order of the list of amenities.',
  examples: [['wifi', 'airConditioning']],
});
const GalleryVersion = Type.Integer({
  format: 'int32',
  minimum: 0,
  maximum: MAX_GALLERY_VERSION,
  description: 'Raised by every change of the gallery; send it back with a reorder or removal (409 GALLERY_CHANGED when stale).',
  examples: [3],
});
const AltField = Type.String({ minLength: 1, maxLength: MAX_ALT_LENGTH, description: 'What the photo shows, read out to guests who cannot see it.', examples: ['The bed, facing the window'] });

export const RoomPhoto = Type.Object(
  {
    id: Id,
    alt: Type.String({ maxLength: MAX_ALT_LENGTH, description: "What the photo shows ('' only for a photo from before galleries had alt text)." }),
    width: Type.Integer({ format: 'int32', minimum: 1, maximum: PHOTO_WIDTHS.at(-1)!, description: 'Intrinsic width of the largest file, in pixels.' }),
    height: Type.Integer({ format: 'int32', minimum: 1, maximum: 1200, description: 'Intrinsic height of the largest file, in pixels.' }),
    version: Type.String({ maxLength: 64, description: 'Content version: part of every file address, so each address always has the same bytes (cached for a year).' }),
    sources: Type.Object(
      {
        avif: Type.String({ maxLength: MAX_SRCSET_LENGTH, description: 'srcset of the AVIF files (`<url> <width>w, …`).' }),
        webp: Type.String({ maxLength: MAX_SRCSET_LENGTH, description: 'srcset of the WebP files.' }),
        jpeg: Type.String({ format: 'uri-reference', maxLength: 2048, description: "JPEG fallback for an `<img src>`: the photo at 800 pixels wide (or its own width when narrower)." }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'RoomPhoto', additionalProperties: false, description: 'A gallery photo: set `width`/`height` so the page reserves its space.' },
);
export type RoomPhoto = Static<typeof RoomPhoto>;

export const Room = Type.Object(
  {
    id: Id,
    roomType: Type.String({ minLength: 1, maxLength: MAX_ROOM_TYPE_LENGTH, examples: ['Deluxe'] }),
    roomPrice: Type.Number({
      minimum: 0.01,
      maximum: MAX_ROOM_PRICE,
      description: 'Price per night in dollars (at most 2 decimals).',
      examples: [149.5],
    }),
    maxAdults: MaxAdults,
    maxChildren: MaxChildren,
    imageUrl: Type.Union([Type.String({ format: 'uri-reference', maxLength: 2048 }), Type.Null()], {
      description:
        'Path of the room photo (`/api/rooms/room/{id}/photo?v=<etag>`; a new photo gives a new URL), or null when the room has none. ' +
        'Absolute (`https://api.hotel.example/api/rooms/room/{id}/photo?v=<etag>`) when the server has a PUBLIC_BASE_URL.',
      examples: ['/api/rooms/room/1/photo?v=3f1c2b9a0d4e5f60718293a4b5c6d7e8'],
    }),
    description: DescriptionField,
    bedType: BedTypeField,
    sizeSquareMeters: SizeField,
    amenities: AmenitiesField,
    galleryVersion: GalleryVersion,
    photos: Type.Array(refTo(RoomPhoto), { maxItems: MAX_GALLERY_PHOTOS, description: 'The gallery in order; the first is the photo at `imageUrl`.' }),
  },
  { $id: 'Room', additionalProperties: false },
);
export type Room = Static<typeof Room>;

/** The longest window the availability calendar reads at once. */
export const MAX_AVAILABILITY_MONTHS = 13;
/** The window's default length: the month of its first night and the next eleven (a year's calendar). */
export const DEFAULT_AVAILABILITY_MONTHS = 12;

export const BookedNightsQuery = Type.Object(
  {
    from: Type.Optional(
      Type.String({
        format: 'date',
        maxLength: 10,
        description: "First night of the window, YYYY-MM-DD; by default today in the hotel's time zone.",
        examples: ['2027-05-01'],
      }),
    ),
    to: Type.Optional(
      Type.String({
        format: 'date',
        maxLength: 10,
        description:
          `End of the window (exclusive), YYYY-MM-DD; at most ${MAX_AVAILABILITY_MONTHS} months after \`from\`. By default ` +
          `the first day of the month ${DEFAULT_AVAILABILITY_MONTHS} months after \`from\`'s month.`,
        examples: ['2027-07-01'],
      }),
    ),
  },
  { additionalProperties: false },
);

export const NightRange = Type.Object(
  {
    start: DateOnly,
    end: DateOnly,
  },
  {
    $id: 'NightRange',
    additionalProperties: false,
    description: 'Booked nights [start, end): from the night of `start` up to, not including, the night of `end`.',
  },
);

export const RoomBookedNights = Type.Object(
  {
    roomId: Id,
    from: DateOnly,
    to: DateOnly,
    // Ranges are at least a night long and apart, within a window of at most MAX_AVAILABILITY_MONTHS.
    bookedNights: Type.Array(refTo(NightRange), {
      maxItems: MAX_AVAILABILITY_MONTHS * 31,
      description: 'Taken nights within [from, to), clipped to the window, merged where they touch, earliest first.',
    }),
  },
  { $id: 'RoomBookedNights', additionalProperties: false },
);
export type RoomBookedNights = Static<typeof RoomBookedNights>;

/** Lists of rooms are not paged: one entry per room, bounded by the ids. */
export const RoomList = Type.Array(refTo(Room), { maxItems: MAX_ID });

/** A room free for a searched stay, with what the stay costs there. */
export const AvailableRoom = Type.Object(
  { ...Room.properties, totalPrice: Type.Number({ description: "The stay's price in dollars: the sum of its nights at the room's rates now." }) },
  { $id: 'AvailableRoom', additionalProperties: false },
);
export const AvailableRoomList = Type.Array(refTo(AvailableRoom), { maxItems: MAX_ID });

export const roomComponentSchemas: TSchema[] = [RoomPhoto, Room, AvailableRoom, NightRange, RoomBookedNights];
export const RoomTypeList = Type.Array(Type.String({ maxLength: MAX_ROOM_TYPE_LENGTH }), { maxItems: MAX_ID, description: 'Distinct room types, sorted.' });

const photoField = Type.String({
  format: 'binary',
  maxLength: MAX_PHOTO_BYTES,
  description: `JPEG, PNG or WebP, at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB and ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Encoded once as AVIF, WebP and JPEG, fitted within 1600×1200.`,
});
const roomTypeField = Type.String({
  minLength: 1,
  maxLength: MAX_ROOM_TYPE_LENGTH,
  description: 'Room type; surrounding spaces are trimmed.',
  examples: ['Deluxe'],
});
const roomPriceField = Type.Number({
  minimum: 0.01,
  maximum: MAX_ROOM_PRICE,
  description: 'Price per night in dollars, with at most 2 decimals.',
  examples: [149.5],
});

const maxAdultsField = Type.Integer({
  format: 'int32',
  minimum: MIN_ADULTS,
  maximum: MAX_ADULTS,
  description: `How many adults the room sleeps, as plain decimal text; a new room without it sleeps ${MAX_ADULTS}.`,
});
const maxChildrenField = Type.Integer({
  format: 'int32',
  minimum: MIN_CHILDREN,
  maximum: MAX_CHILDREN,
  description: `How many children the room sleeps, as plain decimal text; a new room without it sleeps ${MAX_CHILDREN}.`,
});

/**
 * The multipart/form-data bodies of add and update. They document the form for the OpenAPI
 * document and the generated client; the server reads and checks the parts itself
 * (`readRoomForm` + `parseRoomForm`), with a clear message per field.
 */
export const NewRoomForm = Type.Object(
  { photo: photoField, roomType: roomTypeField, roomPrice: roomPriceField, maxAdults: Type.Optional(maxAdultsField), maxChildren: Type.Optional(maxChildrenField) },
  { additionalProperties: false, description: 'photo, roomType and roomPrice are required; the capacity is optional.' },
);
export const RoomUpdateForm = Type.Object(
  {
    photo: Type.Optional(photoField),
    roomType: Type.Optional(roomTypeField),
    roomPrice: Type.Optional(roomPriceField),
    maxAdults: Type.Optional(maxAdultsField),
    maxChildren: Type.Optional(maxChildrenField),
  },
  { additionalProperties: false, description: 'Only the parts sent are changed; without a photo the current one is kept.' },
);

export const AvailableRoomsQuery = Type.Object(
  {
    checkInDate: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, not before today in the hotel time zone.', examples: ['2027-05-14'] }),
    checkOutDate: Type.String({ maxLength: 10, description: 'YYYY-MM-DD, after check-in (at most 365 nights).', examples: ['2027-05-16'] }),
    roomType: Type.Optional(
      Type.String({
        maxLength: MAX_ROOM_TYPE_LENGTH,
        description: 'Exact room type, case-insensitive; empty or missing means every type.',
        examples: ['Deluxe'],
      }),
    ),
    numOfAdults: Type.Optional(
      Type.Integer({ format: 'int32', minimum: MIN_ADULTS, maximum: MAX_ADULTS, description: 'Adults of the stay: rooms that sleep fewer are left out.', examples: [2] }),
    ),
    numOfChildren: Type.Optional(
      Type.Integer({ format: 'int32', minimum: MIN_CHILDREN, maximum: MAX_CHILDREN, description: 'Children of the stay: rooms that sleep fewer are left out.', examples: [1] }),
    ),
  },
  { additionalProperties: false },
);
export type AvailableRoomsQuery = Static<typeof AvailableRoomsQuery>;

export const RoomPhotoQuery = Type.Object(
  { v: Type.Optional(Type.String({ maxLength: 64, description: 'Photo version (its ETag), as in `imageUrl`.' })) },
  { additionalProperties: false },
);

/** The photo bytes; documented as a binary image body. */
export const RoomPhotoResponse = {
  description: 'The room photo (WebP for uploaded and seeded photos).',
  content: { 'image/*': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary', maxLength: MAX_STORED_PHOTO_BYTES })) } },
};

/** The JSON update of what a guest reads about a room: only the fields sent change. */
export const RoomDetailsUpdate = Type.Object(
  {
    description: Type.Optional(DescriptionField),
    bedType: Type.Optional(BedTypeField),
    sizeSquareMeters: Type.Optional(SizeField),
    amenities: Type.Optional(AmenitiesField),
  },
  { additionalProperties: false },
);
export type RoomDetailsUpdate = Static<typeof RoomDetailsUpdate>;

export const RoomPhotoParams = Type.Object({ id: Id, photoId: Id }, { additionalProperties: false });

/** The multipart body of a gallery upload: one photo and its alt text. */
export const RoomPhotoForm = Type.Object(
  { photo: photoField, alt: AltField },
  { additionalProperties: false, description: 'Both parts are required.' },
);

export const GalleryOrder = Type.Object(
  {
    galleryVersion: GalleryVersion,
    photoIds: Type.Array(Id, { minItems: 1, maxItems: MAX_GALLERY_PHOTOS, uniqueItems: true, description: "Every photo of the gallery, once each, in the new order." }),
  },
  { additionalProperties: false },
);
export type GalleryOrder = Static<typeof GalleryOrder>;

export const GalleryVersionQuery = Type.Object({ galleryVersion: GalleryVersion }, { additionalProperties: false });

export const PhotoAltUpdate = Type.Object({ alt: AltField }, { additionalProperties: false });

export const RoomPhotoFileParams = Type.Object(
  {
    photoId: Id,
    version: Type.String({ pattern: '^[0-9a-f]{32}$', maxLength: 32, description: "The photo's content version." }),
    file: Type.String({ pattern: '^[1-9][0-9]{0,3}\\.(avif|webp|jpg)$', maxLength: 9, description: 'Width and format, e.g. `800.avif`.' }),
  },
  { additionalProperties: false },
);

/** A photo file's bytes. */
export const RoomPhotoFileResponse = {
  description: 'One file of a gallery photo (AVIF, WebP or JPEG), cached for a year: its address never changes content.',
  content: { 'image/*': { schema: Type.Unsafe<Buffer>(Type.String({ format: 'binary', maxLength: MAX_STORED_PHOTO_BYTES })) } },
};
