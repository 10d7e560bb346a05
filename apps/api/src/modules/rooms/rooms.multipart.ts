import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../../errors/catalog.js';
import { MAX_PHOTO_BYTES } from './rooms.schemas.js';

/** @fastify/multipart limits for the room forms: one photo of at most MAX_PHOTO_BYTES (15 MB), a few short text fields. */
export const roomFormLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  fields: 6,
  parts: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/** The text parts of each form (besides the file `photo`). */
export const ROOM_FORM_FIELDS = ['roomType', 'roomPrice', 'maxAdults', 'maxChildren'] as const;
export const PHOTO_FORM_FIELDS = ['alt'] as const;

/** How a form's parts are named in messages: "roomType, roomPrice and photo". */
const partList = (fields: readonly string[]) => `${fields.join(', ')} and photo`;

type FastifyClientError = Error & { code?: string; statusCode?: number };

/** The plugin's and the parser's errors, in the API's words; our own errors pass through. */
function toApiError(error: unknown, fields: readonly string[]): unknown {
  const { code, statusCode } = (error ?? {}) as FastifyClientError;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiErrors.PAYLOAD_TOO_LARGE(`The photo must be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);
    case 'FST_FILES_LIMIT':
      return new ApiErrors.PAYLOAD_TOO_LARGE('Send one photo only.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiErrors.PAYLOAD_TOO_LARGE(`The form has too many fields: send ${partList(fields)} only.`);
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return new ApiErrors.VALIDATION_FAILED('The multipart form could not be read.');
    default:
      // Our own errors carry a status; the multipart parser's (busboy) do not and mean a malformed body.
      if (typeof statusCode === 'number') return error;
      return new ApiErrors.VALIDATION_FAILED('The multipart form could not be read.');
  }
}

/**
 * Reads a room form (multipart/form-data: the text parts `fields` and the file `photo`) from the request, after
 * authentication, so nobody but an admin gets a body read: the room form (`roomType`, `roomPrice`, `maxAdults`,
 * `maxChildren`) or a gallery upload (`alt`). Only the form's shape is checked here (which parts, sent once, within
 * the limits); the values are checked by the service. An empty file part (a file input left empty) counts as no photo.
 */
export async function readRoomForm<Field extends string>(
  request: FastifyRequest,
  fields: readonly Field[],
): Promise<Partial<Record<Field, string>> & { photo?: Buffer }> {
  if (!request.isMultipart()) {
    throw new ApiErrors.UNSUPPORTED_MEDIA_TYPE(`Send multipart/form-data with the fields ${partList(fields)}.`);
  }
  const textFields = new Set<string>(fields);
  const text: Partial<Record<Field, string>> = {};
  let photo: Buffer | undefined;
  const seen = new Set<string>();
  try {
    for await (const part of request.parts({ limits: roomFormLimits })) {
      const name = part.fieldname;
      if (seen.has(name)) {
        if (part.type === 'file') part.file.resume();
        throw new ApiErrors.VALIDATION_FAILED(`Send ${name} only once.`);
      }
      seen.add(name);
      if (part.type === 'file') {
        if (name !== 'photo') {
          part.file.resume();
          throw new ApiErrors.VALIDATION_FAILED(`Unexpected file "${name}": the room photo goes in the field "photo".`);
        }
        const data = await part.toBuffer();
        if (data.length > 0) photo = data;
      } else if (name === 'photo') {
        throw new ApiErrors.VALIDATION_FAILED('The photo must be sent as a file.');
      } else if (!textFields.has(name)) {
        throw new ApiErrors.VALIDATION_FAILED(`Unknown form field "${name}": send ${partList(fields)} only.`);
      } else if (part.valueTruncated || typeof part.value !== 'string') {
        throw new ApiErrors.VALIDATION_FAILED(`The field ${name} is too long.`);
      } else {
        text[name as Field] = part.value;
      }
    }
  } catch (error) {
    throw toApiError(error, fields);
  }
  return photo ? { ...text, photo } : text;
}
