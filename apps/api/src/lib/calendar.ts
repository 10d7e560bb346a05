/**
 * iCalendar (RFC 5545) files: for mails (iMIP, RFC 6047), one all-day event per file; for a room's feed, which the
 * booking sites subscribe to, every busy period as an all-day event.
 */

/**
 * PUBLISH, not REQUEST: a booking is a fact to put in the guest's calendar, not an invitation. REQUEST makes
 * calendar apps offer Accept/Decline and send RSVP replies to the hotel's no-reply address, and iTIP requires
 * ATTENDEE lines for it. RFC 5546 §3.2.1 lets the organizer cancel a published event with CANCEL.
 */
export type CalendarMethod = 'PUBLISH' | 'CANCEL';

export type CalendarEvent = {
  method: CalendarMethod;
  /** The same for every version of the event, so a CANCEL removes what the PUBLISH added. */
  uid: string;
  /** 0 for the first version; each later version (the cancellation) carries a higher one. */
  sequence: number;
  status: 'CONFIRMED' | 'CANCELLED';
  /** When this version was made. */
  stamp: Date;
  /** First day, `YYYY-MM-DD`. */
  startDate: string;
  /** The day after the last day (exclusive), `YYYY-MM-DD`: for a stay, the check-out date. */
  endDate: string;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
};

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, and line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so no line exceeds 75 octets (RFC 5545 §3.1): continuation lines start with one space,
 * which counts towards their 75. Splits between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let currentOctets = 0;
  for (const char of line) {
    const octets = Buffer.byteLength(char);
    if (currentOctets + octets > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      currentOctets = 1;
    }
    current += char;
    currentOctets += octets;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** `YYYY-MM-DD` as an iCalendar DATE (`YYYYMMDD`). */
function toDateValue(isoDate: string): string {
  return isoDate.replaceAll('-', '');
}

/** A UTC DATE-TIME (`YYYYMMDDTHHMMSSZ`). */
function toUtcDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
}

/** A quoted parameter value (RFC 5545 §3.2): double quotes cannot be escaped, so they are dropped. */
function quoteParameter(value: string): string {
  return `"${value.replace(/["\p{Cc}]/gu, '')}"`;
}

/** The calendar file: CRLF line endings, folded lines, one VEVENT. */
export function buildCalendar(event: CalendarEvent, productId: string): string {
  return toCalendarFile([
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(productId)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${toUtcDateTime(event.stamp)}`,
    ...allDayDates(event),
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quoteParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.status}`,
    // A stay does not make the guest busy all day in their calendar.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}

/** A busy period of a room's feed: all-day, [startDate, endDate), as the booking sites' own feeds write them. */
export type FeedEvent = {
  /** Stable across versions of the feed, so a subscriber updates the event instead of adding another. */
  uid: string;
  /** When the period was last changed (a stable value keeps the feed, and its ETag, the same between changes). */
  stamp: Date;
  startDate: string;
  endDate: string;
  summary: string;
};

/** A subscribed calendar (no METHOD): one opaque busy VEVENT per period. */
export function buildCalendarFeed(events: readonly FeedEvent[], productId: string, name: string): string {
  return toCalendarFile([
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(productId)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${toUtcDateTime(event.stamp)}`,
      ...allDayDates(event),
      `SUMMARY:${escapeText(event.summary)}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]);
}

/** DTSTART and the exclusive DTEND of an all-day period. */
function allDayDates(period: { startDate: string; endDate: string }): string[] {
  return [`DTSTART;VALUE=DATE:${toDateValue(period.startDate)}`, `DTEND;VALUE=DATE:${toDateValue(period.endDate)}`];
}

function toCalendarFile(lines: string[]): string {
  return lines.map(foldLine).join(CRLF) + CRLF;
}
