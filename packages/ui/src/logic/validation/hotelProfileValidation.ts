import { HOTEL_PROFILE_LIMITS, isCurrencyCodeShape, isTimeOfDay, isValidEmail } from '@hotel/booking-rules';
import { formatMessage, type Message } from '../message';
import type { HotelProfileView } from '../../types/views';
import type { FieldError } from './fieldErrors';

export type HotelProfileField = keyof HotelProfileView;

export type HotelProfileValidationMessages = {
  nameRequired: Message;
  tooLong: Message<{ max: number }>;
  contactEmailInvalid: Message;
  currencyInvalid: Message;
  timeZoneRequired: Message;
  timeInvalid: Message;
  /** The server knows no such currency (its runtime's ISO 4217 list decides). */
  currencyUnknown: Message<{ code: string }>;
  /** The server knows no such IANA time zone. */
  timeZoneUnknown: Message<{ zone: string }>;
  /** The server refused a field for a rule the form does not check itself. */
  valueRefused: Message;
};

export const hotelProfileValidationMessages: HotelProfileValidationMessages = {
  nameRequired: "Enter the hotel's name",
  tooLong: 'At most {max} characters',
  contactEmailInvalid: 'Enter a valid email address, or leave it empty',
  currencyInvalid: 'Enter a three-letter ISO 4217 code, such as EUR',
  timeZoneRequired: 'Enter an IANA time zone, such as Europe/Berlin',
  timeInvalid: 'Enter a 24-hour time as HH:MM, such as 14:00',
  currencyUnknown: 'There is no currency {code}: enter an ISO 4217 code, such as EUR',
  timeZoneUnknown: 'There is no time zone {zone}: enter an IANA time zone, such as Europe/Berlin',
  valueRefused: 'The hotel did not accept this value',
};

/** The values as the form sends them: texts trimmed, the currency in capitals. */
export function normalizeHotelProfile(values: HotelProfileView): HotelProfileView {
  return {
    ...values,
    name: values.name.trim(),
    address: values.address.trim(),
    phone: values.phone.trim(),
    contactEmail: values.contactEmail.trim(),
    currency: values.currency.trim().toUpperCase(),
    timeZone: values.timeZone.trim(),
    checkInTime: values.checkInTime.trim(),
    checkOutTime: values.checkOutTime.trim(),
    cancellationPolicy: values.cancellationPolicy.trim(),
  };
}

/** The fields in the form's order: the first failure is the one the form shows first. */
const fieldOrder: readonly HotelProfileField[] = [
  'name', 'address', 'phone', 'contactEmail', 'currency', 'timeZone', 'checkInTime', 'checkOutTime', 'defaultLanguage', 'cancellationPolicy',
];

const lengthLimited = new Set<HotelProfileField>(['name', 'address', 'phone', 'contactEmail', 'cancellationPolicy']);

function fieldProblem(field: HotelProfileField, values: HotelProfileView, messages: HotelProfileValidationMessages): string | null {
  const value = values[field];
  if (lengthLimited.has(field)) {
    const max = HOTEL_PROFILE_LIMITS[field as keyof typeof HOTEL_PROFILE_LIMITS];
    if (value.length > max) return formatMessage(messages.tooLong, { max });
  }
  switch (field) {
    case 'name':
      return value ? null : messages.nameRequired;
    case 'contactEmail':
      return value && !isValidEmail(value) ? messages.contactEmailInvalid : null;
    case 'currency':
      return isCurrencyCodeShape(value) ? null : messages.currencyInvalid;
    case 'timeZone':
      return value ? null : messages.timeZoneRequired;
    case 'checkInTime':
    case 'checkOutTime':
      return isTimeOfDay(value) ? null : messages.timeInvalid;
    default:
      return null;
  }
}

/**
 * The profile's checks before it is sent (of normalised values), in the form's order. Whether a currency or time
 * zone exists is the server's to say (422), as its runtime's list decides.
 */
export function validateHotelProfile(
  values: HotelProfileView,
  messages: HotelProfileValidationMessages = hotelProfileValidationMessages,
): FieldError<HotelProfileField>[] {
  return fieldOrder.flatMap((field) => {
    const message = fieldProblem(field, values, messages);
    return message === null ? [] : [{ field, message }];
  });
}

declare module '../../messages/allMessages' {
  interface AllMessages {
    HotelProfileValidation: HotelProfileValidationMessages;
  }
}
