/** iCalendar (RFC 5545) files for mails (iMIP, RFC 6047): one all-day event per file. */

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
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${escapeText(productId)}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${toUtcDateTime(event.stamp)}`,
    `DTSTART;VALUE=DATE:${toDateValue(event.startDate)}`,
    `DTEND;VALUE=DATE:${toDateValue(event.endDate)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quoteParameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `STATUS:${event.status}`,
    // A stay does not make the guest busy all day in their calendar.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
