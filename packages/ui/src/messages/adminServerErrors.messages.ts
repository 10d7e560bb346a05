import type { Message } from './Message';

/**
 * The texts for the server's error codes only an administrator meets (removing a room, room photos, rates, calendar
 * sync, failed mail), apart from ServerErrors so that the guests' screens do not carry them. English is the server's message, word
 * for word; the details (a number, dates, booking codes, season names) are read from it.
 */
export type AdminServerErrorsMessages = {
  /** 409 ROOM_HAS_BOOKINGS: the room still has stays that have not ended. */
  roomHasStays: Message<{ stays: number }>;
  /**
   * 409 CLOSURE_OVER_BOOKINGS: a closure of the rates over nights of confirmed bookings (`codes` listed by the server);
   * `index` counts from 0 as the API does, `number` from 1 as a reader does.
   */
  closureOverBookings: Message<{ index: number; number: number; startDate: string; endDate: string; codes: string }>;
  /** 422 SEASONS_OVERLAP: `name` and `otherName` are the seasons' names in quotes, as the server writes them. */
  seasonsOverlap: Message<{ name: string; index: number; otherName: string; otherIndex: number; startDate: string; endDate: string }>;
  /** 409 TOO_MANY_CALENDAR_IMPORTS. */
  tooManyCalendarImports: Message<{ max: number }>;
  /** 400 FEED_URL_INVALID: an address longer than the server takes. */
  feedUrlTooLong: Message<{ max: number }>;
  /** 400 FEED_URL_INVALID: not a URL. */
  feedUrlNotUrl: Message;
  /** 400 FEED_URL_INVALID: neither http nor https. */
  feedUrlScheme: Message;
  /** 400 FEED_URL_INVALID: a user name or password in the address. */
  feedUrlCredentials: Message;
  /** 404 CALENDAR_NOT_FOUND. */
  calendarNotFound: Message;
  /** 404 CALENDAR_IMPORT_NOT_FOUND. */
  calendarImportNotFound: Message;
  /** 409 MAIL_NOT_FAILED: a mail still queued. */
  mailNotFailed: Message;
  /** 404 MAIL_NOT_FOUND. */
  mailNotFound: Message;
  /** 413 PAYLOAD_TOO_LARGE: a photo over `maxMegabytes` MB. */
  photoTooLarge: Message<{ maxMegabytes: number }>;
  /** 415 UNSUPPORTED_MEDIA_TYPE: a file that is no JPEG, PNG or WebP image. */
  photoNotAnImage: Message;
  /** 422 UNPROCESSABLE: a damaged or incomplete image. */
  photoUnreadable: Message;
  /** 422 UNPROCESSABLE: more pixels than the server decodes. */
  photoTooManyPixels: Message<{ width: number; height: number; maxMegapixels: number; maxSide: number }>;
  /** 409 GALLERY_FULL. */
  galleryFull: Message;
  /** 409 GALLERY_CHANGED. */
  galleryChanged: Message;
  /** 404 PHOTO_NOT_FOUND. */
  photoNotFound: Message;
};

export const adminServerErrorsMessages: AdminServerErrorsMessages = {
  roomHasStays: ({ stays }) =>
    `This room has ${stays === 1 ? '1 stay that has not ended' : `${stays} stays that have not ended`}; cancel ${stays === 1 ? 'it' : 'them'} before removing the room.`,
  closureOverBookings:
    'The closure closures/{index} ({startDate} to {endDate}) covers nights of confirmed bookings: {codes}. Cancel or move them first.',
  seasonsOverlap: 'Season {name} (seasons/{index}) overlaps season {otherName} (seasons/{otherIndex}) on the nights from {startDate} to {endDate}.',
  tooManyCalendarImports: 'A room can import at most {max} calendars.',
  feedUrlTooLong: 'The feed address can be at most {max} characters.',
  feedUrlNotUrl: 'The feed address is not a URL.',
  feedUrlScheme: 'The feed address must start with http:// or https://.',
  feedUrlCredentials: 'The feed address may not carry a user name or password.',
  calendarNotFound: 'Calendar not found.',
  calendarImportNotFound: 'Calendar import not found.',
  mailNotFailed: 'Only a failed mail can be sent again; this one is still queued.',
  mailNotFound: 'Mail not found.',
  photoTooLarge: 'The photo must be at most {maxMegabytes} MB.',
  photoNotAnImage: 'The photo must be a JPEG, PNG or WebP image.',
  photoUnreadable: 'The photo could not be read: the image is damaged or incomplete.',
  photoTooManyPixels: 'The photo is {width}×{height} pixels; at most {maxMegapixels} megapixels and {maxSide} pixels a side are accepted.',
  galleryFull: 'A room has at most 12 photos: remove one before adding another.',
  galleryChanged: 'The gallery was changed meanwhile. Load the room again and retry.',
  photoNotFound: "Photo not found in this room's gallery.",
};

declare module './allMessages' {
  interface AllMessages {
    AdminServerErrors: AdminServerErrorsMessages;
  }
}
