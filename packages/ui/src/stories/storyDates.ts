import { storyFormat } from './locales';

/** A `YYYY-MM-DD` date in the story's locale as tables and ranges show it ('Dec 1, 2026', '01.12.2026'). */
export const rangeDate = (globals: Record<string, unknown>, isoDate: string): string => storyFormat(globals).formatDate(isoDate, 'range');

/** A `YYYY-MM-DD` date in the story's locale as bookings show it ('Dec 1st, 2026', '1. Dezember 2026'). */
export const bookingDate = (globals: Record<string, unknown>, isoDate: string): string => storyFormat(globals).formatDate(isoDate, 'booking');
