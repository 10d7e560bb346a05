import { Type, type Static, type TSchema } from 'typebox';
import { Id } from '../../schemas/common.js';

export const CalendarFeedQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 128, description: "The room's feed token, as in the export address the admin copies." }) },
  { additionalProperties: false },
);

export const CalendarSync = Type.Object(
  {
    roomId: Id,
    exportUrl: Type.String({
      format: 'uri',
      maxLength: 2048,
      description: 'The address booking sites subscribe to. It is a secret: whoever has it reads when the room is busy.',
    }),
  },
  { $id: 'CalendarSync', additionalProperties: false, description: "A room's calendar sync with the booking sites." },
);
export type CalendarSync = Static<typeof CalendarSync>;

/** The feed's body; documented as an iCalendar text. */
export const CalendarFeedResponse = {
  description: "The room's busy periods (stays and closures from a year ago on) as all-day events, without guest data.",
  content: { 'text/calendar': { schema: Type.String({ maxLength: 10_000_000 }) } },
};

export const calendarComponentSchemas: TSchema[] = [CalendarSync];
