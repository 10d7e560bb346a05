import {
  formatMessage,
  validateHotelProfile,
  type HotelProfileField,
  type HotelProfileValidationMessages,
  type HotelProfileView,
} from '@hotel/ui';
import { errorCode, serverMessage } from './errorMessage';

export type HotelProfileFieldErrors = Partial<Record<HotelProfileField, string>>;

/**
 * The field a schema refusal (400 VALIDATION_FAILED) is about: the server's message names it as `body/<field> …`, or
 * as a missing `required property '<field>'`.
 */
function refusedField(message: string, sent: HotelProfileView): HotelProfileField | null {
  const field = /\bbody\/(\w+)/.exec(message)?.[1] ?? /required property '(\w+)'/.exec(message)?.[1];
  return field !== undefined && Object.hasOwn(sent, field) ? (field as HotelProfileField) : null;
}

/**
 * The server's refusal of the profile `sent`, on the field it is about, in the kit's words (the reader's language):
 * an unknown currency or time zone (422), or a field out of its bounds (400: the form's own text for that field's
 * rule, else that the hotel did not accept it). Undefined when the refusal is about no one field.
 */
export function hotelProfileFieldErrors(
  error: unknown,
  sent: HotelProfileView,
  texts: HotelProfileValidationMessages,
): HotelProfileFieldErrors | undefined {
  switch (errorCode(error)) {
    case 'UNKNOWN_CURRENCY':
      return { currency: formatMessage(texts.currencyUnknown, { code: sent.currency }) };
    case 'UNKNOWN_TIME_ZONE':
      return { timeZone: formatMessage(texts.timeZoneUnknown, { zone: sent.timeZone }) };
    case 'VALIDATION_FAILED': {
      const field = refusedField(serverMessage(error) ?? '', sent);
      if (!field) return undefined;
      return { [field]: validateHotelProfile(sent, texts).find((problem) => problem.field === field)?.message ?? texts.valueRefused };
    }
    default:
      return undefined;
  }
}
