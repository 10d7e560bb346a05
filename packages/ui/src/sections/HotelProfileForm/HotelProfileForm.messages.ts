import type { Message } from '../../messages/Message';

export type HotelProfileFormMessages = {
  heading: Message;
  intro: Message;
  nameLabel: Message;
  nameHint: Message;
  addressLabel: Message;
  phoneLabel: Message;
  contactEmailLabel: Message;
  currencyLabel: Message;
  currencyHint: Message;
  timeZoneLabel: Message;
  timeZoneHint: Message;
  checkInTimeLabel: Message;
  checkOutTimeLabel: Message;
  timeHint: Message;
  defaultLanguageLabel: Message;
  defaultLanguageHint: Message;
  cancellationPolicyLabel: Message;
  cancellationPolicyHint: Message;
  save: Message;
  /** After a save: what changes at once. */
  saved: Message;
  /** For the app to pass as `error` when a save failed for no reason it can name. */
  saveFailed: Message;
};

export const hotelProfileFormMessages: HotelProfileFormMessages = {
  heading: 'Hotel Profile',
  intro: 'How the hotel presents itself: in the header and footer, in page titles, in every mail and calendar event.',
  nameLabel: "Hotel's name",
  nameHint: 'Shown in the header, the footer, page titles and mails.',
  addressLabel: 'Address',
  phoneLabel: 'Phone',
  contactEmailLabel: 'Contact email',
  currencyLabel: 'Currency',
  currencyHint: 'Three-letter ISO 4217 code, such as EUR or USD. Every price is shown in it.',
  timeZoneLabel: 'Time zone',
  timeZoneHint: 'IANA name, such as Europe/Berlin. It decides which day is "today" for check-in dates.',
  checkInTimeLabel: 'Check-in from',
  checkOutTimeLabel: 'Check-out until',
  timeHint: '24-hour time, HH:MM.',
  defaultLanguageLabel: 'Default language',
  defaultLanguageHint: 'For guests who have not chosen one, and whose browser asks for neither language.',
  cancellationPolicyLabel: 'Cancellation policy',
  cancellationPolicyHint: 'A short text shown to guests; may be empty.',
  save: 'Save profile',
  saved: "The hotel's profile was saved.",
  saveFailed: "The hotel's profile could not be saved. Please try again.",
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    HotelProfileForm: HotelProfileFormMessages;
  }
}
