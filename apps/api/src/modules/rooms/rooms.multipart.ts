import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../../errors/catalog.js';
import { MAX_PHOTO_BYTES } from './rooms.schemas.js';
import type { RawRoomForm } from './rooms.service.js';

/** @fastify/multipart limits for the room forms: one photo of at most 5 MB, a few short text fields. */
export const roomFormLimits = {
  fileSize: MAX_PHOTO_BYTES,
  files: 1,
  fields: 6,
  parts: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

const TEXT_FIELDS = new Set(['roomType', 'roomPrice', 'maxAdults', 'maxChildren']);

type FastifyClientError = Error & { code?: string; statusCode?: number };

/** The plugin's and the parser's errors, in the API's words; our own errors pass through. */
function toApiError(error: unknown): unknown {
  const { code, statusCode } = (error ?? {}) as FastifyClientError;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiErrors.PAYLOAD_TOO_LARGE(`The photo must be at most ${MAX_PHOTO_BYTES / (1024 * 1024)} MB.`);
    case 'FST_FILES_LIMIT':
      return new ApiErrors.PAYLOAD_TOO_LARGE('Send one photo only.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new ApiErrors.PAYLOAD_TOO_LARGE('The form has too many fields: send roomType, roomPrice, maxAdults, maxChildren and photo only.');
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
 * Reads a room form (multipart/form-data: `roomType`, `roomPrice`, `maxAdults`, `maxChildren`, file `photo`) from the request,
 * after authentication, so nobody but an admin gets a body read. Only the form's shape is checked
 * here (which parts, sent once, within the limits); the values are checked by `parseRoomForm`.
 * An empty file part (a file input left empty) counts as no photo.
 */
export async function readRoomForm(request: FastifyRequest): Promise<RawRoomForm> {
  if (!request.isMultipart()) {
    throw new ApiErrors.UNSUPPORTED_MEDIA_TYPE('Send the room as multipart/form-data with the fields roomType, roomPrice, maxAdults, maxChildren and photo.');
  }
  const form: RawRoomForm = {};
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
        if (data.length > 0) form.photo = data;
      } else if (name === 'photo') {
        throw new ApiErrors.VALIDATION_FAILED('The photo must be sent as a file.');
      } else if (!TEXT_FIELDS.has(name)) {
        throw new ApiErrors.VALIDATION_FAILED(`Unknown form field "${name}": send roomType, roomPrice, maxAdults, maxChildren and photo only.`);
      } else if (part.valueTruncated || typeof part.value !== 'string') {
        throw new ApiErrors.VALIDATION_FAILED(`The field ${name} is too long.`);
      } else {
        form[name as 'roomType' | 'roomPrice' | 'maxAdults' | 'maxChildren'] = part.value;
      }
    }
  } catch (error) {
    throw toApiError(error);
  }
  return form;
}
