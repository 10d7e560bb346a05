import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type CalendarEvent } from '../src/lib/calendar.js';
import { readCalendar } from './calendar-reader.js';

const event: CalendarEvent = {
  method: 'PUBLISH',
  uid: 'booking-42@hotel.test',
  sequence: 0,
  status: 'CONFIRMED',
  stamp: new Date('2030-06-15T12:34:56.789Z'),
  startDate: '2030-12-30',
  endDate: '2031-01-02',
  summary: 'HavenHub: Deluxe King',
  description: 'Booked for Ada Lovelace\nGuests: 2 adults',
  organizer: { name: 'HavenHub', email: 'no-reply@hotel.test' },
};
const PRODUCT_ID = '-//HavenHub//Hotel booking//EN';

const octets = (line: string) => Buffer.byteLength(line);
/** RFC 5545 §3.1 unfolding: a line break followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon and comma, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('one\ntwo\r\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('plain: text')).toBe('plain: text');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds one of 76', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, the leading space included, and unfolds to the original', () => {
    const line = `DESCRIPTION:${'a'.repeat(200)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBe(3);
    for (const part of physical) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
  });

  it('never splits a multi-octet character', () => {
    const line = `SUMMARY:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const physical = foldLine(line).split('\r\n');
    for (const part of physical) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      // A split UTF-8 sequence would not survive the round trip through bytes.
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(unfold(foldLine(line))).toBe(line);
  });
});

describe('buildCalendar', () => {
  it('ends every line with CRLF and no line is longer than 75 octets', () => {
    const text = buildCalendar({ ...event, description: `Booked for ${'Ada Lovelace, '.repeat(20)}` }, PRODUCT_ID);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('writes an all-day event a calendar parser reads back: dates, UID, SEQUENCE, status, method', () => {
    const text = buildCalendar(event, PRODUCT_ID);
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20301230');
    expect(lines).toContain('DTEND;VALUE=DATE:20310102');
    expect(lines).toContain('DTSTAMP:20300615T123456Z');

    const calendar = readCalendar(text);
    expect(calendar).toMatchObject({ method: 'PUBLISH', prodId: PRODUCT_ID, version: '2.0' });
    expect(calendar.events).toHaveLength(1);
    const [read] = calendar.events;
    expect(read?.dtstart).toMatchObject({ type: 'date', value: '2030-12-30' });
    // DTEND is exclusive: the check-out day, so the stay covers the three nights before it.
    expect(read?.dtend).toMatchObject({ type: 'date', value: '2031-01-02' });
    expect(read?.dtstamp).toMatchObject({ type: 'date-time', value: '2030-06-15T12:34:56Z' });
    expect(read?.uid?.value).toBe('booking-42@hotel.test');
    expect(read?.sequence?.value).toBe('0');
    expect(read?.status?.value).toBe('CONFIRMED');
    expect(read?.summary?.value).toBe('HavenHub: Deluxe King');
    expect(read?.description?.value).toBe('Booked for Ada Lovelace\nGuests: 2 adults');
    expect(read?.organizer).toMatchObject({ value: 'mailto:no-reply@hotel.test', params: { cn: 'HavenHub' } });
  });

  it('escapes user text so it cannot add properties or break the structure', () => {
    const hostile = 'Eve; X\\Y, "Z"\r\nSTATUS:CANCELLED\nEND:VEVENT';
    const text = buildCalendar({ ...event, description: hostile, organizer: { name: 'Hotel "A"; B', email: 'no-reply@hotel.test' } }, PRODUCT_ID);
    const [read] = readCalendar(text).events;
    expect(read?.description?.value).toBe(hostile.replace(/\r\n/g, '\n'));
    expect(read?.status?.value).toBe('CONFIRMED');
    expect(read?.organizer?.params).toEqual({ cn: 'Hotel A; B' });
    expect(unfold(text).split('\r\n').filter((line) => line.startsWith('END:VEVENT'))).toHaveLength(1);
  });

  it('writes a cancellation with METHOD:CANCEL, STATUS:CANCELLED and its SEQUENCE', () => {
    const calendar = readCalendar(buildCalendar({ ...event, method: 'CANCEL', sequence: 1, status: 'CANCELLED' }, PRODUCT_ID));
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events[0]?.status?.value).toBe('CANCELLED');
    expect(calendar.events[0]?.sequence?.value).toBe('1');
    expect(calendar.events[0]?.uid?.value).toBe('booking-42@hotel.test');
  });
});
