import type { RoomAmenity, RoomBedType } from '../amenities';
import type { Message } from '../../messages/Message';
import type { FieldError } from './fieldErrors';

export type RoomValidationMessages = {
  roomTypeRequired: Message;
  roomPriceRequired: Message;
  photoRequired: Message;
  /** Names ROOM_DESCRIPTION_MAX_LENGTH. */
  descriptionTooLong: Message;
  /** Names ROOM_SIZE_MAX. */
  sizeInvalid: Message;
  /** Under a gallery photo's alt text field, left blank: the form does not save without it. */
  altRequired: Message;
};

export const roomValidationMessages: RoomValidationMessages = {
  roomTypeRequired: 'Please select a room type.',
  roomPriceRequired: 'Please enter a room price.',
  photoRequired: 'Please choose a room photo.',
  descriptionTooLong: 'Please keep the description within 4000 characters.',
  sizeInvalid: 'Please enter the size as a whole number of square metres from 1 to 1000, or leave it empty.',
  altRequired: 'Please describe the photo for guests who cannot see it.',
};

/** The longest room description and photo alt text, and the largest size in m² (the server's bounds). */
export const ROOM_DESCRIPTION_MAX_LENGTH = 4000;
export const ROOM_SIZE_MAX = 1000;
export const PHOTO_ALT_MAX_LENGTH = 250;
/** The most photos a room's gallery holds. */
export const ROOM_GALLERY_MAX_PHOTOS = 12;

/**
 * The add/edit room form's values. The price and the size are the text of their inputs (the price normalised by
 * `normalizeRoomPrice`; the size '' when not given); the description is plain text with blank lines between paragraphs.
 */
export type RoomFormValues = {
  roomType: string;
  roomPrice: string;
  photo: File | null;
  description: string;
  /** '' when not given. */
  bedType: RoomBedType | '';
  sizeSquareMeters: string;
  amenities: RoomAmenity[];
};
export type RoomField = keyof RoomFormValues;

/** The fields both forms check alike: the description's length and the size, which is optional. */
function roomFactsErrors(values: RoomFormValues, messages: RoomValidationMessages): FieldError<RoomField>[] {
  const errors: FieldError<RoomField>[] = [];
  if (values.description.trim().length > ROOM_DESCRIPTION_MAX_LENGTH) {
    errors.push({ field: 'description', message: messages.descriptionTooLong });
  }
  const size = values.sizeSquareMeters.trim();
  if (size !== '' && !(/^\d+$/.test(size) && Number(size) >= 1 && Number(size) <= ROOM_SIZE_MAX)) {
    errors.push({ field: 'sizeSquareMeters', message: messages.sizeInvalid });
  }
  return errors;
}

/** The gallery's photos (in order) whose alt text is blank: the form saves nothing until each has one. */
export function missingAltTexts(
  photos: readonly { id: number; alt: string }[],
  messages: RoomValidationMessages = roomValidationMessages,
): { id: number; message: string }[] {
  return photos.flatMap(({ id, alt }) => (alt.trim() === '' ? [{ id, message: messages.altRequired }] : []));
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The add-room price input: a non-numeric entry becomes empty, a numeric one becomes a whole number
 * (the add form enters integers), e.g. '150.75' → '150', '12abc' → '', '-5' → ''.
 */
export function normalizeRoomPrice(input: string): string {
  const trimmed = input.trim();
  return DECIMAL.test(trimmed) ? String(Math.trunc(Number(trimmed))) : '';
}

/** Add room: room type, price and photo are required, in that order; then the description and size. Empty means valid. */
export function validateAddRoom(
  values: RoomFormValues,
  messages: RoomValidationMessages = roomValidationMessages,
): FieldError<RoomField>[] {
  const errors: FieldError<RoomField>[] = [];
  if (!values.roomType.trim()) errors.push({ field: 'roomType', message: messages.roomTypeRequired });
  if (normalizeRoomPrice(values.roomPrice) === '') errors.push({ field: 'roomPrice', message: messages.roomPriceRequired });
  if (!values.photo) errors.push({ field: 'photo', message: messages.photoRequired });
  return [...errors, ...roomFactsErrors(values, messages)];
}

/**
 * Edit room: a new photo is required. The price starts with the room's, but a cleared (or non-numeric) one is
 * required like in the add form, rather than sent as 0 for the server to refuse.
 */
export function validateEditRoom(
  values: RoomFormValues,
  messages: RoomValidationMessages = roomValidationMessages,
): FieldError<RoomField>[] {
  const errors: FieldError<RoomField>[] = [];
  if (normalizeEditedRoomPrice(values.roomPrice) === '') errors.push({ field: 'roomPrice', message: messages.roomPriceRequired });
  if (!values.photo) errors.push({ field: 'photo', message: messages.photoRequired });
  return [...errors, ...roomFactsErrors(values, messages)];
}

/** The edit-room price input: decimals kept, anything non-numeric (a cleared input included) becomes empty. */
export function normalizeEditedRoomPrice(input: string): string {
  const trimmed = input.trim();
  return DECIMAL.test(trimmed) ? trimmed : '';
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomValidation: RoomValidationMessages;
  }
}
