import { describe, expect, it } from 'vitest';
import { ApiError } from '@hotel/api-client';
import { adminServerErrorsMessages, de } from '@hotel/ui';
import { adminServerErrorText } from './adminServerErrorText';

const german = { ...adminServerErrorsMessages, ...de.messages.AdminServerErrors };
const germanDate = (iso: string) => iso.split('-').reverse().join('.');

/** The server's answers only an administrator meets, as apps/api words them (errors/catalog.ts and the services). */
const answers: [code: string, status: number, message: string, german: string][] = [
  [
    'ROOM_HAS_BOOKINGS',
    409,
    'This room has 1 stay that has not ended; cancel it before removing the room.',
    'Dieses Zimmer hat noch einen Aufenthalt, der nicht beendet ist; stornieren Sie ihn, bevor Sie das Zimmer entfernen.',
  ],
  [
    'ROOM_HAS_BOOKINGS',
    409,
    'This room has 3 stays that have not ended; cancel them before removing the room.',
    'Dieses Zimmer hat noch 3 Aufenthalte, die nicht beendet sind; stornieren Sie sie, bevor Sie das Zimmer entfernen.',
  ],
  [
    'CLOSURE_OVER_BOOKINGS',
    409,
    'The closure closures/0 (2027-07-01 to 2027-07-05) covers nights of confirmed bookings: ABCD1234EFGH5678, WXYZ. Cancel or move them first.',
    'Die Schließung Nr. 1 (01.07.2027 bis 05.07.2027) betrifft Nächte bestätigter Buchungen: ABCD1234EFGH5678, WXYZ. Stornieren oder verlegen Sie diese zuerst.',
  ],
  [
    'SEASONS_OVERLAP',
    422,
    'Season "Summer" (seasons/1) overlaps season "High (July)" (seasons/0) on the nights from 2027-07-01 to 2027-07-10.',
    'Die Saison "Summer" überschneidet sich mit der Saison "High (July)" in den Nächten vom 01.07.2027 bis 10.07.2027.',
  ],
  ['TOO_MANY_CALENDAR_IMPORTS', 409, 'A room can import at most 10 calendars.', 'Ein Zimmer kann höchstens 10 Kalender importieren.'],
  ['FEED_URL_INVALID', 400, 'The feed address can be at most 2048 characters.', 'Die Kalenderadresse darf höchstens 2048 Zeichen lang sein.'],
  ['FEED_URL_INVALID', 400, 'The feed address is not a URL.', 'Die Kalenderadresse ist keine URL.'],
  ['FEED_URL_INVALID', 400, 'The feed address must start with http:// or https://.', 'Die Kalenderadresse muss mit http:// oder https:// beginnen.'],
  ['FEED_URL_INVALID', 400, 'The feed address may not carry a user name or password.', 'Die Kalenderadresse darf keinen Benutzernamen und kein Passwort enthalten.'],
  ['CALENDAR_NOT_FOUND', 404, 'Calendar not found.', 'Diesen Kalender gibt es nicht.'],
  ['CALENDAR_IMPORT_NOT_FOUND', 404, 'Calendar import not found.', 'Diesen importierten Kalender gibt es nicht.'],
  ['MAIL_NOT_FAILED', 409, 'Only a failed mail can be sent again; this one is still queued.', 'Nur eine nicht zugestellte E-Mail kann erneut gesendet werden; diese wartet noch auf den Versand.'],
  ['MAIL_NOT_FOUND', 404, 'Mail not found.', 'Diese E-Mail gibt es nicht.'],
  ['PAYLOAD_TOO_LARGE', 413, 'The photo must be at most 15 MB.', 'Das Foto darf höchstens 15 MB groß sein.'],
  ['UNSUPPORTED_MEDIA_TYPE', 415, 'The photo must be a JPEG, PNG or WebP image.', 'Das Foto muss ein JPEG-, PNG- oder WebP-Bild sein.'],
  ['UNPROCESSABLE', 422, 'The photo could not be read: the image is damaged or incomplete.', 'Das Foto konnte nicht gelesen werden: Das Bild ist beschädigt oder unvollständig.'],
  [
    'UNPROCESSABLE',
    422,
    'The photo is 8000×6000 pixels; at most 25 megapixels and 12000 pixels a side are accepted.',
    'Das Foto hat 8000×6000 Pixel; höchstens 25 Megapixel und 12000 Pixel je Seite werden angenommen.',
  ],
  ['GALLERY_FULL', 409, 'A room has at most 12 photos: remove one before adding another.', 'Ein Zimmer hat höchstens 12 Fotos: Entfernen Sie eines, bevor Sie ein weiteres hinzufügen.'],
  ['GALLERY_CHANGED', 409, 'The gallery was changed meanwhile. Load the room again and retry.', 'Die Galerie wurde inzwischen geändert. Laden Sie das Zimmer neu und versuchen Sie es erneut.'],
  ['PHOTO_NOT_FOUND', 404, "Photo not found in this room's gallery.", 'Dieses Foto gibt es in der Galerie des Zimmers nicht.'],
];

describe('adminServerErrorText', () => {
  it.each(answers)('%s (%s): in English the server’s own words, exactly', (code, status, message) => {
    expect(adminServerErrorText(new ApiError(code as never, message, status), adminServerErrorsMessages)).toBe(message);
  });

  it.each(answers)('%s (%s): in German from the kit’s pack, with dates written for the reader', (code, status, message, text) => {
    expect(adminServerErrorText(new ApiError(code as never, message, status), german, germanDate)).toBe(text);
  });

  it('leaves the guests’ codes and unknown wordings to the caller', () => {
    expect(adminServerErrorText(new ApiError('INTERNAL', 'Something went wrong on our side. Please try again later.', 500), german)).toBeNull();
    expect(adminServerErrorText(new ApiError('ROOM_HAS_BOOKINGS', 'Room 3 has bookings.', 409), german)).toBeNull();
    expect(adminServerErrorText(new ApiError('FEED_URL_INVALID', 'The feed address leads to a private or local network address, which is refused.', 400), german)).toBeNull();
    expect(adminServerErrorText(new Error('boom'), german)).toBeNull();
  });
});
