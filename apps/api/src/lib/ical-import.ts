import { addDays, todayIn } from '@hotel/booking-rules';
import ICAL from 'ical.js';

/** One busy period of an imported feed as the nights it takes: [checkInDate, checkOutDate), like a stay. */
export type ImportedEvent = {
  /** The event's UID, with the occurrence's start for a recurring event: stable across fetches. */
  key: string;
  checkInDate: string;
  checkOutDate: string;
};

/** A feed that is no iCalendar, or one the import refuses (too many events); the message is the admin's to read. */
export class FeedParseError extends Error {}

export type FeedReading = {
  /** The hotel's time zone: a timed event takes the nights of the hotel's dates it spans. */
  timeZone: string;
  /** Events that ended by this date (check-out on or before it) are left out. */
  from: string;
  /** Events (and recurrences) starting on or after this date are left out: recurrences are expanded up to it. */
  until: string;
  /** The most events (occurrences) one feed may give. */
  maxEvents: number;
};

/** How many recurrences of one event are walked, as a multiple of the most events kept. */
const MAX_STEPS_PER_EVENT_FACTOR = 10;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const dateOf = (time: ICAL.Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

/** Whether `name` is an IANA time zone this runtime knows. */
function isKnownZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone is ahead of UTC at the instant. */
function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instantMs));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(instantMs / 1000) * 1000;
}

/**
 * The hotel's calendar date of a timed value: in UTC, in a zone the feed defines (VTIMEZONE) or an IANA zone named
 * by TZID, it is an instant, seen in the hotel's zone; without a zone ("floating") it is the hotel's own local time.
 */
function hotelDateOf(time: ICAL.Time, tzid: string | undefined, hotelZone: string): string {
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating') return todayIn(hotelZone, time.toJSDate());
  if (tzid && isKnownZone(tzid)) {
    const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    const firstGuess = wall - zoneOffsetMs(tzid, wall);
    return todayIn(hotelZone, new Date(wall - zoneOffsetMs(tzid, firstGuess)));
  }
  return dateOf(time);
}

/** The nights an occurrence takes: an all-day event its dates (DTEND exclusive), a timed one the hotel's dates it spans; at least one. */
function stayOfEvent(start: ICAL.Time, end: ICAL.Time, tzid: string | undefined, hotelZone: string): { checkInDate: string; checkOutDate: string } {
  const checkInDate = start.isDate ? dateOf(start) : hotelDateOf(start, tzid, hotelZone);
  const endDate = end.isDate ? dateOf(end) : hotelDateOf(end, tzid, hotelZone);
  return { checkInDate, checkOutDate: endDate > checkInDate ? endDate : addDays(checkInDate, 1) };
}

const isCancelled = (component: ICAL.Component) => String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
const isTransparent = (component: ICAL.Component) => String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT';

function parseCalendar(text: string): ICAL.Component {
  let jcal: unknown;
  try {
    jcal = ICAL.parse(text);
  } catch {
    throw new FeedParseError('The feed is not an iCalendar file.');
  }
  if (!Array.isArray(jcal) || jcal[0] !== 'vcalendar') throw new FeedParseError('The feed is not an iCalendar file (no VCALENDAR).');
  return new ICAL.Component(jcal as ICAL.Component['jCal']);
}

/**
 * The busy periods of an iCalendar feed as the booking sites write it (Airbnb: all-day "Reserved" / "Airbnb (Not
 * available)"; Booking.com: all-day "CLOSED - Not available"), read with ical.js: all-day events (DTEND exclusive,
 * none meaning one day), timed events in UTC, with TZID or floating, recurring events expanded up to `until` (EXDATE
 * and changed or cancelled occurrences applied). Cancelled and transparent events take no night, nor does a feed
 * with METHOD:CANCEL. Throws FeedParseError for what is not a calendar or gives more than `maxEvents` events.
 */
export function readFeedEvents(text: string, reading: FeedReading): ImportedEvent[] {
  const calendar = parseCalendar(text);
  if (String(calendar.getFirstPropertyValue('method') ?? '').toUpperCase() === 'CANCEL') return [];
  // Zones the feed defines, for the TZIDs that name them (ical.js looks them up in its global registry while reading).
  const definedZones = calendar.getAllSubcomponents('vtimezone').map((component) => new ICAL.Timezone(component));
  const registered = definedZones.filter((zone) => zone.tzid && !ICAL.TimezoneService.has(zone.tzid));
  for (const zone of registered) ICAL.TimezoneService.register(zone);
  try {
    return readEvents(calendar, reading);
  } finally {
    for (const zone of registered) ICAL.TimezoneService.remove(zone.tzid);
  }
}

function readEvents(calendar: ICAL.Component, reading: FeedReading): ImportedEvent[] {
  const components = calendar.getAllSubcomponents('vevent');
  const exceptions = components.filter((component) => component.hasProperty('recurrence-id'));
  const events: ImportedEvent[] = [];
  const keep = (key: string, nights: { checkInDate: string; checkOutDate: string }) => {
    if (nights.checkOutDate <= reading.from || nights.checkInDate >= reading.until) return;
    if (events.length >= reading.maxEvents) throw new FeedParseError(`The feed has more than ${reading.maxEvents} events.`);
    events.push({ key, ...nights });
  };
  components.forEach((component, index) => {
    if (component.hasProperty('recurrence-id')) return; // read with its recurring event
    if (isCancelled(component) || isTransparent(component) || !component.hasProperty('dtstart')) return;
    const event = new ICAL.Event(component, { exceptions: exceptions.filter((exception) => exception.getFirstPropertyValue('uid') === component.getFirstPropertyValue('uid')) });
    const uid = event.uid || `no-uid-${index}`;
    const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined;
    if (!event.isRecurring()) {
      keep(uid, stayOfEvent(event.startDate, event.endDate, tzid, reading.timeZone));
      return;
    }
    const occurrences = event.iterator();
    let steps = 0;
    for (let next = occurrences.next(); next; next = occurrences.next()) {
      // A rule from long ago (hourly since 1970) would take long to walk up to `from`: bounded like the events.
      steps += 1;
      if (steps > MAX_STEPS_PER_EVENT_FACTOR * reading.maxEvents) throw new FeedParseError(`A recurring event of the feed repeats too often to read.`);
      const details = event.getOccurrenceDetails(next);
      const nights = stayOfEvent(details.startDate, details.endDate, tzid, reading.timeZone);
      if (nights.checkInDate >= reading.until) break;
      if (isCancelled(details.item.component) || isTransparent(details.item.component)) continue;
      keep(`${uid}#${details.recurrenceId.toString()}`, nights);
    }
  });
  return events;
}
