import type { Message } from '../../messages/Message';
import type { FieldError } from './fieldErrors';

export type RoomValidationMessages = {
  roomTypeRequired: Message;
  roomPriceRequired: Message;
  photoRequired: Message;
};

export const roomValidationMessages: RoomValidationMessages = {
  roomTypeRequired: 'Please select a room type.',
  roomPriceRequired: 'Please enter a room price.',
  photoRequired: 'Please choose a room photo.',
};

/** The add/edit room form's values. The price is the text of its input, normalised by `normalizeRoomPrice`. */
export type RoomFormValues = { roomType: string; roomPrice: string; photo: File | null };
export type RoomField = keyof RoomFormValues;

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * The add-room price input: a non-numeric entry becomes empty, a numeric one becomes a whole number
 * (the add form enters integers), e.g. '150.75' → '150', '12abc' → '', '-5' → ''.
 */
export function normalizeRoomPrice(input: string): string {
  const trimmed = input.trim();
  return DECIMAL.test(trimmed) ? String(Math.trunc(Number(trimmed))) : '';
}

/** Add room: room type, price and photo are required, in that order. Empty means valid. */
export function validateAddRoom(
  values: RoomFormValues,
  messages: RoomValidationMessages = roomValidationMessages,
): FieldError<RoomField>[] {
  const errors: FieldError<RoomField>[] = [];
  if (!values.roomType.trim()) errors.push({ field: 'roomType', message: messages.roomTypeRequired });
  if (normalizeRoomPrice(values.roomPrice) === '') errors.push({ field: 'roomPrice', message: messages.roomPriceRequired });
  if (!values.photo) errors.push({ field: 'photo', message: messages.photoRequired });
  return errors;
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
  return errors;
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
