// Calendar Sync's own mappers and texts, apart from the shared ones so that they stay out of Home's first JavaScript.
import type { CalendarSync } from '@hotel/api-client';
import type { CalendarImportView } from '@hotel/ui';

/** Calendar Sync is not in the spec: its texts follow Existing Bookings' form. */
export const calendarSyncTexts = {
  fetch: (detail: string) => `Error fetching the calendar sync : ${detail}`,
  rotate: (detail: string) => `Error making a new address : ${detail}`,
  add: (detail: string) => `Error importing the calendar : ${detail}`,
  remove: (detail: string) => `Error removing the calendar : ${detail}`,
  sync: (detail: string) => `Error syncing the calendars : ${detail}`,
  copied: 'The address is copied.',
  copyFailed: 'The address could not be copied: select it and copy it yourself.',
  rotated: 'A new address is ready. Give it to every booking site that read the old one.',
  added: 'The calendar is imported.',
  removed: 'The calendar is removed.',
  synced: 'The calendars are synced.',
} as const;

/** The API's calendar sync → the export address and the kit's imports (the conflicts counted). */
export function toCalendarSyncView(answer: CalendarSync): { exportUrl: string; imports: CalendarImportView[] } {
  return {
    exportUrl: answer.exportUrl,
    imports: answer.imports.map(({ id, name, host, lastAttemptAt, lastSuccessAt, events, error, conflicts }) => ({
      id,
      name,
      host,
      lastAttemptAt,
      lastSuccessAt,
      events,
      error,
      conflicts: conflicts.length,
    })),
  };
}
