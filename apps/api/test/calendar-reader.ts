import ICAL from 'ical.js';

/** A property as a calendar app reads it: its value as text, its value type ('date', 'date-time', 'text', …). */
export type ReadProperty = { value: string; type: string; params: Record<string, unknown> };

export type ReadCalendar = {
  method: string;
  prodId: string;
  version: string;
  /** Every VEVENT's properties by lower-case name. */
  events: Array<Record<string, ReadProperty>>;
};

/**
 * Reads an iCalendar file with ical.js (Mozilla's RFC 5545 parser, independent of the code under test): it unfolds
 * lines and unescapes TEXT values, so tests compare what a calendar app would see.
 */
export function readCalendar(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const textOf = (component: ICAL.Component, name: string) => String(component.getFirstPropertyValue(name) ?? '');
  return {
    method: textOf(calendar, 'method'),
    prodId: textOf(calendar, 'prodid'),
    version: textOf(calendar, 'version'),
    events: calendar.getAllSubcomponents('vevent').map((event) =>
      Object.fromEntries(
        event.getAllProperties().map((property) => {
          const params = property.toJSON()[1] as Record<string, unknown>;
          return [property.name, { value: String(property.getFirstValue()), type: property.type, params }];
        }),
      ),
    ),
  };
}
