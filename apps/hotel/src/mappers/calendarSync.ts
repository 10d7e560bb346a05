// Calendar Sync's own mappers, apart from the shared ones so that they stay out of Home's first JavaScript.
import type { CalendarSync } from '@hotel/api-client';
import type { CalendarImportView } from '@hotel/ui';

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
