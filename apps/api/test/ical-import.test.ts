import { describe, expect, it } from 'vitest';
import { FeedParseError, readFeedEvents, type FeedReading } from '../src/lib/ical-import.js';

const READING: FeedReading = { timeZone: 'Europe/Berlin', from: '2026-03-01', until: '2029-03-01', maxEvents: 100 };
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const nights = (text: string, reading: Partial<FeedReading> = {}) =>
  readFeedEvents(text, { ...READING, ...reading }).map((event) => `${event.key} ${event.checkInDate}..${event.checkOutDate}`);

describe("reading a booking site's feed", () => {
  it('takes timed events as the hotel’s dates they span: UTC, an IANA TZID, a zone the feed defines, and floating time as the hotel’s own', () => {
    const text = calendar(
      // A zone under a Windows name, defined by the feed: UTC+10 all year.
      'BEGIN:VTIMEZONE', 'TZID:Fictional Standard Time', 'BEGIN:STANDARD', 'DTSTART:19700101T000000', 'TZOFFSETFROM:+1000', 'TZOFFSETTO:+1000', 'END:STANDARD', 'END:VTIMEZONE',
      // 23:30 UTC is 00:30 the next day in Berlin (winter, UTC+1).
      'BEGIN:VEVENT', 'UID:utc', 'DTSTART:20270110T233000Z', 'DTEND:20270112T090000Z', 'END:VEVENT',
      // 08:00 in Sydney (summer, UTC+11) is 22:00 the day before in Berlin.
      'BEGIN:VEVENT', 'UID:iana', 'DTSTART;TZID=Australia/Sydney:20270120T080000', 'DTEND;TZID=Australia/Sydney:20270122T080000', 'END:VEVENT',
      // 05:00 at UTC+10 is 20:00 the day before in Berlin.
      'BEGIN:VEVENT', 'UID:defined', 'DTSTART;TZID=Fictional Standard Time:20270201T050000', 'DTEND;TZID=Fictional Standard Time:20270203T050000', 'END:VEVENT',
      // Floating: the hotel's local time; a short event still takes its night.
      'BEGIN:VEVENT', 'UID:floating', 'DTSTART:20270301T100000', 'DTEND:20270301T120000', 'END:VEVENT',
    );
    expect(nights(text)).toEqual([
      'utc 2027-01-11..2027-01-12',
      'iana 2027-01-19..2027-01-21',
      'defined 2027-01-31..2027-02-02',
      'floating 2027-03-01..2027-03-02',
    ]);
  });

  it('keys recurrences by UID and occurrence, takes a changed occurrence’s new dates, and bounds the expansion', () => {
    const text = calendar(
      'BEGIN:VEVENT', 'UID:monthly', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270107', 'RRULE:FREQ=MONTHLY;COUNT=3', 'END:VEVENT',
      'BEGIN:VEVENT', 'UID:monthly', 'RECURRENCE-ID;VALUE=DATE:20270205', 'DTSTART;VALUE=DATE:20270210', 'DTEND;VALUE=DATE:20270213', 'END:VEVENT',
    );
    expect(nights(text)).toEqual(['monthly#2027-01-05 2027-01-05..2027-01-07', 'monthly#2027-02-05 2027-02-10..2027-02-13', 'monthly#2027-03-05 2027-03-05..2027-03-07']);
    const hourly = calendar('BEGIN:VEVENT', 'UID:hourly', 'DTSTART:19700101T000000Z', 'DTEND:19700101T010000Z', 'RRULE:FREQ=HOURLY', 'END:VEVENT');
    expect(() => readFeedEvents(hourly, READING)).toThrow(FeedParseError);
  });

  it('gives no night for a feed withdrawing its events (METHOD:CANCEL), and names events without a UID by their place', () => {
    const event = ['BEGIN:VEVENT', 'UID:x', 'DTSTART;VALUE=DATE:20270105', 'DTEND;VALUE=DATE:20270107', 'END:VEVENT'];
    expect(nights(calendar('METHOD:CANCEL', ...event))).toEqual([]);
    expect(nights(calendar('BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20270105', 'END:VEVENT'))).toEqual(['no-uid-0 2027-01-05..2027-01-06']);
  });

  it('refuses what is no calendar and a feed with more events than allowed', () => {
    expect(() => readFeedEvents('<!doctype html><p>Sign in</p>', READING)).toThrow(new FeedParseError('The feed is not an iCalendar file.'));
    const many = calendar(...Array.from({ length: 4 }, (_, index) => ['BEGIN:VEVENT', `UID:e${index}`, `DTSTART;VALUE=DATE:2027011${index}`, 'END:VEVENT']).flat());
    expect(nights(many, { maxEvents: 4 })).toHaveLength(4);
    expect(() => readFeedEvents(many, { ...READING, maxEvents: 3 })).toThrow(/more than 3 events/);
  });
});
