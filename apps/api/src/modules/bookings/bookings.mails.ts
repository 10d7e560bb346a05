import { buildCalendar, type CalendarEvent } from '../../lib/calendar.js';
import { addDays, groupNights, nightsBetween } from '@hotel/booking-rules';
import { LOCALE_OF, type Language } from '../../lib/language.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import type { MailingHotel } from '../hotel/hotel.service.js';

/** What the guest's mails say about a booking. */
export type BookingDetails = {
  id: number;
  confirmationCode: string;
  roomType: string;
  guestName: string;
  guestEmail: string;
  checkInDate: string;
  checkOutDate: string;
  numOfAdults: number;
  numOfChildren: number;
  totalPriceCents: number;
  /** Each night with its price in cents, for the confirmation (absent where a mail does not list them). */
  /** Each night's price in cents; at booking time also the season that set it. */
  nights?: { date: string; price: number; season?: string | undefined }[];
  /** The language the booking was made in: its mails speak it. */
  language: Language;
};

export type BookingMailSettings = {
  /** The hotel's name (sender, subjects, calendar), currency and calendar ids. */
  hotel: MailingHotel;
  /** `PUBLIC_BASE_URL`, where the server also serves the app; without it the mails carry no link. */
  publicBaseUrl: string | undefined;
  /** When the mail is made (the calendar's DTSTAMP). */
  now: Date;
};

/** The app's Find My Booking page (apps/hotel `paths.findBooking`); it looks up the code given as `?code=`. */
const FIND_MY_BOOKING_PATH = '/find-booking';
/** The calendar event's versions: the cancellation replaces the confirmation (RFC 5545 SEQUENCE). */
const CONFIRMATION_SEQUENCE = 0;
const CANCELLATION_SEQUENCE = 1;

/** The calendar's product id (RFC 5545 PRODID): the hotel's name. */
export function calendarProductId(hotelName: string): string {
  return `-//${hotelName}//Hotel booking//EN`;
}

/** The booking mails' words in each language the hotel speaks; the hotel's name and the booking's data fill them. */
const TEXTS = {
  en: {
    confirmationSubject: 'Booking Confirmation',
    cancellationSubject: 'Booking Cancelled',
    greeting: (name: string) => `Dear ${name},`,
    confirmed: 'Your booking is confirmed.',
    cancelled: 'Your booking has been cancelled.',
    code: 'Confirmation code',
    room: 'Room',
    checkIn: 'Check-in',
    checkOut: 'Check-out',
    nights: 'Nights',
    guests: 'Guests',
    price: 'Price',
    total: 'Total',
    adults: ['adult', 'adults'],
    children: ['child', 'children'],
    night: ['night', 'nights'],
    to: 'to',
    linkIntro: 'Look up or cancel your booking:',
    linkLabel: 'Find My Booking',
    keepCode: 'Keep the confirmation code: with it you can look up or cancel your booking under Find My Booking.',
    calendarAdds: 'The attached calendar file adds your stay to your calendar.',
    calendarRemoves: 'The attached calendar file removes the stay from your calendar.',
    bookedFor: (name: string) => `Booked for ${name}`,
  },
  de: {
    confirmationSubject: 'Buchungsbestätigung',
    cancellationSubject: 'Buchung storniert',
    greeting: (name: string) => `Guten Tag ${name},`,
    confirmed: 'Ihre Buchung ist bestätigt.',
    cancelled: 'Ihre Buchung wurde storniert.',
    code: 'Buchungscode',
    room: 'Zimmer',
    checkIn: 'Anreise',
    checkOut: 'Abreise',
    nights: 'Nächte',
    guests: 'Gäste',
    price: 'Preis',
    total: 'Gesamt',
    adults: ['Erwachsener', 'Erwachsene'],
    children: ['Kind', 'Kinder'],
    night: ['Nacht', 'Nächte'],
    to: 'bis',
    linkIntro: 'Buchung ansehen oder stornieren:',
    linkLabel: 'Meine Buchung finden',
    keepCode: 'Bewahren Sie den Buchungscode auf: Mit ihm können Sie Ihre Buchung unter „Meine Buchung finden“ ansehen oder stornieren.',
    calendarAdds: 'Die angehängte Kalenderdatei trägt Ihren Aufenthalt in Ihren Kalender ein.',
    calendarRemoves: 'Die angehängte Kalenderdatei entfernt den Aufenthalt aus Ihrem Kalender.',
    bookedFor: (name: string) => `Gebucht für ${name}`,
  },
} as const satisfies Record<Language, unknown>;

const calendarDates = new Map<Language, Intl.DateTimeFormat>();

/**
 * The same money style as the kit's formatter in the app: the hotel's currency, whole amounts without decimals, in the
 * language's locale ('$150', '150 €'). Amounts are kept in hundredths of the currency.
 */
export function formatTotal(cents: number, currency: string, language: Language = 'en'): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALE_OF[language], {
    style: 'currency',
    currency,
    ...(whole ? { maximumFractionDigits: 0 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }).format(cents / 100);
}

/** `2030-07-06` as 'Sat, Jul 6, 2030' or 'Sa., 6. Juli 2030' (a calendar date: read in UTC, so no time zone shifts it). */
export function formatStayDate(isoDate: string, language: Language = 'en'): string {
  let format = calendarDates.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    calendarDates.set(language, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

function countOf(count: number, [one, many]: readonly [string, string]): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function formatGuests(adults: number, children: number, language: Language = 'en'): string {
  const words = TEXTS[language];
  return [countOf(adults, words.adults), ...(children > 0 ? [countOf(children, words.children)] : [])].join(', ');
}

export function findMyBookingUrl(publicBaseUrl: string, confirmationCode: string): string {
  return `${publicBaseUrl}${FIND_MY_BOOKING_PATH}?code=${encodeURIComponent(confirmationCode)}`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and attribute values: guest names are user input. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Stable for the booking's lifetime, unique across bookings and installations: the cancellation's event replaces
 * the confirmation's, and two hotels' bookings of the same id never collide in one calendar.
 */
export function calendarUid(bookingId: number, hotel: Pick<MailingHotel, 'installationId' | 'calendarDomain'>): string {
  return `booking-${bookingId}-${hotel.installationId}@${hotel.calendarDomain}`;
}

type DetailRow = [label: string, value: string];
type MailContent = {
  language: Language;
  subject: string;
  greeting: string;
  lead: string;
  details: DetailRow[];
  link?: { intro: string; label: string; url: string };
  closing: string[];
  calendar: { filename: string; event: CalendarEvent };
};

function stayRows(booking: BookingDetails): DetailRow[] {
  const { language } = booking;
  const words = TEXTS[language];
  return [
    [words.room, booking.roomType],
    [words.checkIn, formatStayDate(booking.checkInDate, language)],
    [words.checkOut, formatStayDate(booking.checkOutDate, language)],
    [words.nights, String(nightsBetween(booking.checkInDate, booking.checkOutDate))],
    [words.guests, formatGuests(booking.numOfAdults, booking.numOfChildren, language)],
  ];
}

function calendarEvent(booking: BookingDetails, settings: BookingMailSettings, version: Pick<CalendarEvent, 'method' | 'sequence' | 'status'>): CalendarEvent {
  return {
    ...version,
    uid: calendarUid(booking.id, settings.hotel),
    stamp: settings.now,
    startDate: booking.checkInDate,
    endDate: booking.checkOutDate,
    summary: `${settings.hotel.name}: ${booking.roomType}`,
    description: [
      TEXTS[booking.language].bookedFor(booking.guestName),
      `${TEXTS[booking.language].guests}: ${formatGuests(booking.numOfAdults, booking.numOfChildren, booking.language)}`,
    ].join('\n'),
    organizer: { name: settings.hotel.sender.name, email: settings.hotel.sender.address },
  };
}

function toText(content: MailContent): string {
  const width = Math.max(...content.details.map(([label]) => label.length)) + 2;
  return [
    content.greeting,
    '',
    content.lead,
    '',
    ...content.details.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`),
    '',
    ...(content.link ? [`${content.link.intro} ${content.link.url}`, ''] : []),
    ...content.closing.flatMap((paragraph) => [paragraph, '']),
  ]
    .join('\n')
    .trimEnd();
}

function toHtml(content: MailContent): string {
  const rows = content.details
    .map(([label, value]) => `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('\n');
  const link = content.link
    ? `<p>${escapeHtml(content.link.intro)} <a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>`
    : '';
  return [
    '<!doctype html>',
    `<html lang="${content.language}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5;">',
    `<p>${escapeHtml(content.greeting)}</p>`,
    `<p>${escapeHtml(content.lead)}</p>`,
    `<table cellpadding="4">\n${rows}\n</table>`,
    link,
    ...content.closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n');
}

function toMail(hotel: MailingHotel, to: string, content: MailContent): OutgoingMail {
  const { method } = content.calendar.event;
  return {
    from: hotel.sender,
    to,
    subject: content.subject,
    text: toText(content),
    html: toHtml(content),
    attachments: [
      {
        filename: content.calendar.filename,
        content: buildCalendar(content.calendar.event, calendarProductId(hotel.name)),
        // iMIP (RFC 6047): the part's method parameter matches the file's METHOD.
        contentType: `text/calendar; charset=utf-8; method=${method}`,
      },
    ],
  };
}

/** The nights grouped where consecutive nights share a price (and season): 'Jun 24 to Jun 26: 3 nights × $150 (Summer)'. */
function nightRows({ nights, language }: BookingDetails, currency: string): DetailRow[] {
  const words = TEXTS[language];
  return groupNights(nights ?? []).map((group) => {
    const first = formatStayDate(group.startDate, language);
    const dates = group.nights === 1 ? first : `${first} ${words.to} ${formatStayDate(addDays(group.endDate, -1), language)}`;
    const season = group.season === undefined ? '' : ` (${group.season})`;
    return [words.price, `${dates}: ${countOf(group.nights, words.night)} × ${formatTotal(group.price, currency, language)}${season}`];
  });
}

/** The mail after a booking: its details, the total, a Find My Booking link, and the stay for the calendar. */
export function bookingConfirmationMail(booking: BookingDetails, settings: BookingMailSettings): OutgoingMail {
  const code = booking.confirmationCode;
  const { hotel } = settings;
  const { language } = booking;
  const words = TEXTS[language];
  return toMail(hotel, booking.guestEmail, {
    language,
    subject: `${hotel.name} - ${words.confirmationSubject}`,
    greeting: words.greeting(booking.guestName),
    lead: words.confirmed,
    details: [
      [words.code, code],
      ...stayRows(booking),
      ...nightRows(booking, hotel.currency),
      [words.total, formatTotal(booking.totalPriceCents, hotel.currency, language)],
    ],
    ...(settings.publicBaseUrl && {
      link: { intro: words.linkIntro, label: words.linkLabel, url: findMyBookingUrl(settings.publicBaseUrl, code) },
    }),
    closing: [words.keepCode, words.calendarAdds],
    calendar: {
      filename: 'booking.ics',
      event: calendarEvent(booking, settings, { method: 'PUBLISH', sequence: CONFIRMATION_SEQUENCE, status: 'CONFIRMED' }),
    },
  });
}

/** The mail after a cancellation, whoever cancelled; its calendar file removes the stay the confirmation added. */
export function bookingCancellationMail(booking: BookingDetails, settings: BookingMailSettings): OutgoingMail {
  const words = TEXTS[booking.language];
  return toMail(settings.hotel, booking.guestEmail, {
    language: booking.language,
    subject: `${settings.hotel.name} - ${words.cancellationSubject}`,
    greeting: words.greeting(booking.guestName),
    lead: words.cancelled,
    details: [[words.code, booking.confirmationCode], ...stayRows(booking)],
    closing: [words.calendarRemoves],
    calendar: {
      filename: 'booking-cancelled.ics',
      event: calendarEvent(booking, settings, { method: 'CANCEL', sequence: CANCELLATION_SEQUENCE, status: 'CANCELLED' }),
    },
  });
}
