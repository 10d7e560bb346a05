import type { GuestBookingStatus } from '@hotel/booking-rules';
import type { RoomAmenity, RoomBedType } from '../logic/amenities';
import type { IsoDate } from '../logic/dates';
import type { KitLanguage } from '../sections/LanguageSwitch';

/**
 * View models: the shapes @hotel/ui components take. They are the kit's own types, not the API's;
 * the app maps API data onto them.
 */

/** A room as guests and admins see it; price per night in the hotel's currency. */
export type RoomView = {
  id: number;
  roomType: string;
  roomPrice: number;
  /** Absolute or root-relative photo URL; null shows the placeholder image. */
  imageUrl: string | null;
  /** Plain text; paragraphs are separated by a blank line. Cards show an excerpt of its first paragraph. */
  description?: string | null;
  /** The bed arrangement, shown with its text from the `BedTypes` messages. */
  bedType?: RoomBedType | null;
  sizeSquareMeters?: number | null;
  /** The most guests the room sleeps, where the hotel's rates say so. */
  capacity?: number | null;
  amenities?: readonly RoomAmenity[];
  /** The gallery in order; the first is the room's main photo (`imageUrl`). */
  photos?: readonly RoomPhotoView[];
  /** What the searched stay costs in it (a search result): its nights and their total at the room's rates. */
  stay?: { nights: number; totalPrice: number };
};

/**
 * One room photo, ready for a responsive `<picture>`: the intrinsic size reserves its box before it loads, and each
 * format's `srcSet` lists the encoded widths ('/photos/7-400.avif 400w, /photos/7-800.avif 800w'), so the browser
 * fetches the smallest one that fills the slot.
 */
export type RoomPhotoView = {
  id: number;
  /** Read out instead of the photo; empty only while an admin has yet to write it. */
  alt: string;
  width: number;
  height: number;
  /** The JPEG fallback at a middle width, for browsers without `srcset`. */
  src: string;
  srcSet: { avif: string; webp: string; jpeg: string };
};

/** The status a guest sees (`guestBookingStatus` of `@hotel/booking-rules` maps a stored one). */
export type BookingStatus = GuestBookingStatus;

/** Where a section's data stands: 'loading' shows its loading text, 'error' its error, 'ready' the data. */
export type LoadStatus = 'loading' | 'error' | 'ready';

/** A mail the server gave up on after its last try (the admin's Failed Mail screen). */
export type FailedMailView = {
  id: number;
  recipient: string;
  subject: string;
  /** What the mail reports, as the server names it (`booking_confirmation`, `otp`, …). */
  kind: string;
  attempts: number;
  lastError: string | null;
  /** When it failed, an ISO date-time. */
  failedAt: string | null;
};

export type BookingView = {
  id: number;
  confirmationCode: string;
  roomId: number;
  roomType: string;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  guestName: string;
  guestEmail: string;
  numOfAdults: number;
  numOfChildren: number;
  totalNumOfGuests: number;
  /** The price of the stay in the hotel's currency, as fixed when it was booked. */
  totalPrice: number;
  status: BookingStatus;
  /**
   * Whether the viewer may cancel it; the app decides with `mayCancelStay` of `@hotel/booking-rules` (a stay under way
   * is the hotel's: an admin may, its guest not). Default: a confirmed booking can be cancelled.
   */
  canCancel?: boolean;
};

export type UserView = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: string[];
};

/**
 * One night of a stay with its price in the hotel's currency (the server's quote, or what a booking stored), and
 * the name of the season whose price it is, where the quote names one.
 */
export type PricedNightView = { date: IsoDate; price: number; season?: string | undefined };

/** What a stay costs: each night with its price, and their total as the server gives it. */
export type StayPriceView = { nights: readonly PricedNightView[]; totalPrice: number };

/**
 * A reservation the guest has filled in and the form has validated: what the reservation form emits,
 * the summary shows and the app books. Counts are whole numbers, dates `YYYY-MM-DD`.
 */
export type ReservationView = {
  guestFullName: string;
  guestEmail: string;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  numOfAdults: number;
  numOfChildren: number;
};

/** A stay on the occupancy timeline: nights [checkInDate, checkOutDate). */
export type OccupancyStayView = {
  /** The booking made here; an event imported from a booking site has none. */
  bookingId?: number;
  checkInDate: IsoDate;
  checkOutDate: IsoDate;
  guestName?: string;
  /** `direct` for a booking made here, else the name of the imported calendar. */
  source: string;
};

/** Nights [startDate, endDate) the room is not sold. */
export type OccupancyClosureView = { startDate: IsoDate; endDate: IsoDate; reason?: string };

/** An imported event overlapping a booking made here: both are kept, so the room is sold twice on those nights. */
export type OccupancyConflictView = { bookingId: number; source: string; checkInDate: IsoDate; checkOutDate: IsoDate };

/** A room's row on the occupancy timeline. */
export type OccupancyRoomView = {
  roomId: number;
  roomType: string;
  stays: readonly OccupancyStayView[];
  closures: readonly OccupancyClosureView[];
  conflicts: readonly OccupancyConflictView[];
};

/** How a report groups its nights: one period per night, or per calendar month (clipped to the window). */
export type ReportGrouping = 'day' | 'month';

/** The nights a report covers, [from, to), and how it groups them. */
export type ReportQueryView = { from: IsoDate; to: IsoDate; groupBy: ReportGrouping };

/** A report's figures for one period or for the whole window; money in the hotel's currency. */
export type ReportFiguresView = {
  roomNightsAvailable: number;
  roomNightsSold: number;
  /** Sold ÷ available, 0–1; null when no room-night was available. */
  occupancyRate: number | null;
  revenue: number;
  /** Average daily rate: revenue ÷ room-nights sold; null when none was sold. */
  adr: number | null;
  /** Revenue per available room-night; null when none was available. */
  revPar: number | null;
};

/** One period of a report: nights [startDate, endDate). */
export type ReportPeriodView = ReportFiguresView & { startDate: IsoDate; endDate: IsoDate };

/** Occupancy and revenue over a window: each period's figures and the window's. */
export type OccupancyReportView = { periods: readonly ReportPeriodView[]; total: ReportFiguresView };

/** A photo on its way to the server (the admin's gallery manager). */
export type PhotoUploadView = {
  /** The app's own key for the upload, e.g. a counter. */
  id: string;
  /** The chosen file's name. */
  name: string;
  /** Percent sent, 0–100. */
  progress: number;
  /** Why the upload failed, when it did: the kit says it in its words (RoomForm's `upload…` messages). */
  failure?: PhotoUploadFailure;
};

/**
 * Why a photo upload failed: larger than the hotel accepts, not a JPEG/PNG/WebP, damaged or too many pixels, the gallery
 * already full, the hotel unreachable, or anything else.
 */
export type PhotoUploadFailure = 'tooLarge' | 'notAnImage' | 'unreadable' | 'galleryFull' | 'unreachable' | 'failed';

/**
 * Why a change to the gallery (order, removal, alt text) failed: the gallery changed meanwhile (another tab or admin),
 * the hotel unreachable, or anything else.
 */
export type GalleryChangeFailure = 'changed' | 'unreachable' | 'failed';

/** One field an admin write changed: its value before and after (null: none). */
export type AuditChangeView = { field: string; before: string | null; after: string | null };

/** An admin write, as the audit log shows it. */
export type AuditEntryView = {
  id: number;
  /** Who wrote: the account's email, or null when no account did (a cancellation by confirmation code). */
  actor: string | null;
  /** What was done, as the server names it (`room.updated`, `booking.cancelled`, …). */
  kind: string;
  /** The record written (a room's, a booking's, an account's id). */
  recordId: number;
  changes: readonly AuditChangeView[];
  /** When, an ISO date-time. */
  createdAt: string;
};

/** The audit log's filter; every part optional. */
export type AuditFilterView = { actorId?: number; kind?: string; from?: IsoDate; to?: IsoDate };

/** A booking site's calendar imported into a room, with how its last fetch went. */
export type CalendarImportView = {
  id: number;
  /** What the admin calls it ('Airbnb'); its stays show this as their source. */
  name: string;
  /** The feed address's host (the address itself is a secret). */
  host: string;
  /** ISO date-times; null before the first fetch, or before the first that worked. */
  lastAttemptAt: string | null;
  lastSuccessAt: string | null;
  /** Events of the version last read. */
  events: number;
  /** Why the last fetch failed; null when it worked. */
  error: string | null;
  /** How many of its events overlap a booking made here. */
  conflicts: number;
};

/** A new feed as the admin types it. */
export type CalendarImportDraft = { name: string; url: string };

/** The hotel's profile as the admin edits it; every text as stored (empty for a detail not given). */
export type HotelProfileView = {
  name: string;
  address: string;
  phone: string;
  contactEmail: string;
  /** ISO 4217 code of every price, e.g. 'EUR'. */
  currency: string;
  /** IANA time zone, e.g. 'Europe/Berlin'. */
  timeZone: string;
  /** 24-hour `HH:MM`. */
  checkInTime: string;
  checkOutTime: string;
  /** The language of guests who have not chosen one. */
  defaultLanguage: KitLanguage;
  cancellationPolicy: string;
};
