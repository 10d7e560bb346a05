// The kit's German texts, one export per message group, published as '@hotel/ui/locales/de' so that a page pays only
// for the groups it uses: `defineLocale({ ...deBase, messages: { Paginator } })`. `de` (./de.ts) gathers all of them.
import type { AllMessages } from '../messages/allMessages';

export const AdminErrors: AllMessages['AdminErrors'] = {
  deleteRoomFailed: 'Fehler beim Entfernen des Zimmers: {detail}',
  fetchBookingsFailed: 'Fehler beim Laden der Buchungen: {detail}',
  fetchAuditLogFailed: 'Fehler beim Laden des Änderungsprotokolls: {detail}',
  fetchOccupancyFailed: 'Fehler beim Laden der Belegung: {detail}',
  fetchReportFailed: 'Fehler beim Laden des Berichts: {detail}',
  downloadBookingsFailed: 'Fehler beim Herunterladen der Buchungen: {detail}',
  fetchFailedMailFailed: 'Fehler beim Laden der nicht zugestellten E-Mails: {detail}',
  resendMailFailed: 'Fehler beim erneuten Senden der E-Mail: {detail}',
  fetchCalendarSyncFailed: 'Fehler beim Laden des Kalenderabgleichs: {detail}',
  rotateAddressFailed: 'Fehler beim Erstellen einer neuen Adresse: {detail}',
  importCalendarFailed: 'Fehler beim Importieren des Kalenders: {detail}',
  removeCalendarFailed: 'Fehler beim Entfernen des Kalenders: {detail}',
  syncCalendarsFailed: 'Fehler beim Abgleichen der Kalender: {detail}',
  copyAddressFailed: 'Die Adresse konnte nicht kopiert werden: Markieren und kopieren Sie sie selbst.',
};

export const AdminNotices: AllMessages['AdminNotices'] = {
  roomDeleted: 'Zimmer Nr. {roomId} wurde entfernt',
  addressCopied: 'Die Adresse ist kopiert.',
  addressRotated: 'Eine neue Adresse ist bereit. Geben Sie sie jeder Buchungsseite, die die alte gelesen hat.',
  calendarImported: 'Der Kalender ist importiert.',
  calendarRemoved: 'Der Kalender ist entfernt.',
  calendarsSynced: 'Die Kalender sind abgeglichen.',
};

export const AdminOnly: AllMessages['AdminOnly'] = {
  title: 'Nur für Administratoren',
  body: 'Diese Seite ist für die Verwaltung des Hotels. Melden Sie sich mit einem Administratorkonto an, um sie zu nutzen.',
  home: 'Zurück zur Startseite',
};

export const AdminPageTitles: AllMessages['AdminPageTitles'] = {
  admin: 'Verwaltung',
  existingRooms: 'Bestehende Zimmer',
  roomRates: 'Zimmerpreise',
  existingBookings: 'Bestehende Buchungen',
  failedMail: 'Nicht zugestellte E-Mails',
  occupancy: 'Belegung',
  auditLog: 'Änderungsprotokoll',
  hotelProfile: 'Hotelprofil',
  reports: 'Berichte',
  calendarSync: 'Kalenderabgleich',
};

export const AdminServerErrors: AllMessages['AdminServerErrors'] = {
  roomHasStays: ({ stays }) =>
    stays === 1
      ? 'Dieses Zimmer hat noch einen Aufenthalt, der nicht beendet ist; stornieren Sie ihn, bevor Sie das Zimmer entfernen.'
      : `Dieses Zimmer hat noch ${stays} Aufenthalte, die nicht beendet sind; stornieren Sie sie, bevor Sie das Zimmer entfernen.`,
  closureOverBookings:
    'Die Schließung Nr. {number} ({startDate} bis {endDate}) betrifft Nächte bestätigter Buchungen: {codes}. Stornieren oder verlegen Sie diese zuerst.',
  seasonsOverlap: 'Die Saison {name} überschneidet sich mit der Saison {otherName} in den Nächten vom {startDate} bis {endDate}.',
  tooManyCalendarImports: 'Ein Zimmer kann höchstens {max} Kalender importieren.',
  feedUrlTooLong: 'Die Kalenderadresse darf höchstens {max} Zeichen lang sein.',
  feedUrlNotUrl: 'Die Kalenderadresse ist keine URL.',
  feedUrlScheme: 'Die Kalenderadresse muss mit http:// oder https:// beginnen.',
  feedUrlCredentials: 'Die Kalenderadresse darf keinen Benutzernamen und kein Passwort enthalten.',
  calendarNotFound: 'Diesen Kalender gibt es nicht.',
  calendarImportNotFound: 'Diesen importierten Kalender gibt es nicht.',
  mailNotFailed: 'Nur eine nicht zugestellte E-Mail kann erneut gesendet werden; diese wartet noch auf den Versand.',
  mailNotFound: 'Diese E-Mail gibt es nicht.',
  photoTooLarge: 'Das Foto darf höchstens {maxMegabytes} MB groß sein.',
  photoNotAnImage: 'Das Foto muss ein JPEG-, PNG- oder WebP-Bild sein.',
  photoUnreadable: 'Das Foto konnte nicht gelesen werden: Das Bild ist beschädigt oder unvollständig.',
  photoTooManyPixels: 'Das Foto hat {width}×{height} Pixel; höchstens {maxMegapixels} Megapixel und {maxSide} Pixel je Seite werden angenommen.',
  galleryFull: 'Ein Zimmer hat höchstens 12 Fotos: Entfernen Sie eines, bevor Sie ein weiteres hinzufügen.',
  galleryChanged: 'Die Galerie wurde inzwischen geändert. Laden Sie das Zimmer neu und versuchen Sie es erneut.',
  photoNotFound: 'Dieses Foto gibt es in der Galerie des Zimmers nicht.',
};

export const AdminPanel: AllMessages['AdminPanel'] = {
  heading: 'Willkommen im Verwaltungsbereich',
  linksLabel: 'Verwaltungsaufgaben',
  manageRooms: 'Zimmer verwalten',
  manageBookings: 'Buchungen verwalten',
  failedMail: 'Nicht zugestellte E-Mails',
  occupancy: 'Belegung',
  auditLog: 'Änderungsprotokoll',
  reports: 'Berichte',
  hotelProfile: 'Hotelprofil',
};

export const Alert: AllMessages['Alert'] = { dismiss: 'Schließen' };

export const Amenities: AllMessages['Amenities'] = {
  wifi: 'WLAN',
  breakfast: 'Frühstück inklusive',
  minibar: 'Minibar',
  parking: 'Parkplatz',
  airConditioning: 'Klimaanlage',
  balcony: 'Balkon',
  seaView: 'Meerblick',
  accessibleBathroom: 'Barrierefreies Bad',
  bathtub: 'Badewanne',
  workDesk: 'Schreibtisch',
  coffeeMachine: 'Kaffeemaschine',
  safe: 'Safe',
  tv: 'Fernseher',
  kitchenette: 'Kochnische',
  petFriendly: 'Haustiere willkommen',
  hairdryer: 'Haartrockner',
};

export const BedTypes: AllMessages['BedTypes'] = {
  single: 'Einzelbett',
  double: 'Doppelbett',
  queen: 'Queen-Size-Bett',
  king: 'King-Size-Bett',
  twin: 'Zwei Einzelbetten',
  bunk: 'Etagenbett',
  sofaBed: 'Schlafsofa',
};

export const AuditLogTable: AllMessages['AuditLogTable'] = {
  heading: 'Änderungsprotokoll',
  tableCaption: 'Änderungen der Verwaltung, neueste zuerst',
  when: 'Wann',
  createdAt: '{date}, {time} UTC',
  actor: 'Wer',
  kind: 'Was',
  record: 'Datensatz',
  changes: 'Änderungen',
  noActor: 'Kein Konto',
  change: '{field}: {before} → {after}',
  noValue: '(leer)',
  filterLabel: 'Änderungsprotokoll filtern',
  actorFilter: 'Konto-ID',
  actorFilterHint: 'Die Nummer des Kontos, das die Änderung vorgenommen hat.',
  actorFilterInvalid: 'Geben Sie eine Kontonummer ein.',
  kindFilter: 'Art der Änderung',
  allKinds: 'Alle Arten',
  fromFilter: 'Von',
  toFilter: 'Bis',
  invalidDate: 'Geben Sie ein Datum ein.',
  applyFilter: 'Filtern',
  clearFilter: 'Filter zurücksetzen',
  loading: 'Änderungsprotokoll wird geladen',
  loadError: 'Fehler beim Laden des Änderungsprotokolls',
  empty: 'Keine Änderungen gefunden.',
  total: '{count} insgesamt',
};

export const AvailabilityCalendar: AllMessages['AvailabilityCalendar'] = {
  label: 'Verfügbarkeit',
  pickCheckInHint: 'Wählen Sie im Kalender Ihren Anreisetag, dann Ihren Abreisetag.',
  pickCheckOutHint: 'Wählen Sie jetzt Ihren Abreisetag.',
  loading: 'Verfügbarkeit wird geladen...',
  bookedDayLabel: '{date}, ausgebucht',
  crossesBookedNight:
    'Ihr Aufenthalt würde eine bereits gebuchte Nacht einschließen. Wählen Sie einen früheren Abreisetag oder einen anderen Anreisetag.',
};

export const StayRulesCalendar: AllMessages['StayRulesCalendar'] = {
  pickCheckOutMinimumHint: 'Wählen Sie jetzt Ihren Abreisetag: Ein Aufenthalt ab diesem Tag dauert mindestens {nights} Nächte.',
  closedDayLabel: '{date}, geschlossen',
  closedForReasonDayLabel: '{date}, geschlossen: {reason}',
  tooShortDayLabel: '{date}, kürzer als der Mindestaufenthalt von {nights} Nächten',
  tooLongDayLabel: '{date}, länger als der längste Aufenthalt von {nights} Nächten',
  pricedDayLabel: '{date}, {price} pro Nacht',
};

export const BookingDateRangeFilter: AllMessages['BookingDateRangeFilter'] = {
  heading: 'Buchungen nach Datum filtern',
  staticRangesLabel: 'Schnellauswahl',
  today: 'Heute',
  yesterday: 'Gestern',
  thisWeek: 'Diese Woche',
  lastWeek: 'Letzte Woche',
  thisMonth: 'Dieser Monat',
  lastMonth: 'Letzter Monat',
  daysUpToToday: 'Tage bis heute',
  daysStartingToday: 'Tage ab heute',
  fromLabel: 'Von',
  toLabel: 'Bis',
  startDateLabel: 'Startdatum',
  endDateLabel: 'Enddatum',
  startPlaceholder: 'Frühestens',
  endPlaceholder: 'Fortlaufend',
  pickStartHint: 'Wählen Sie im Kalender ein Startdatum, dann ein Enddatum.',
  pickEndHint: 'Wählen Sie jetzt das Enddatum.',
  clearFilter: 'Filter zurücksetzen',
};

export const BookingStatusBadge: AllMessages['BookingStatusBadge'] = { confirmed: 'Laufend', cancelled: 'Storniert', finished: 'Beendet' };

export const BookingHistoryTable: AllMessages['BookingHistoryTable'] = {
  caption: 'Buchungsverlauf',
  bookingIdHeader: 'Buchungs-ID',
  roomIdHeader: 'Zimmer-ID',
  roomTypeHeader: 'Zimmertyp',
  checkInHeader: 'Anreise',
  checkOutHeader: 'Abreise',
  confirmationCodeHeader: 'Bestätigungscode',
  totalPriceHeader: 'Gesamtpreis',
  statusHeader: 'Status',
  empty: 'Sie haben noch keine Buchungen.',
};

export const BookingInfo: AllMessages['BookingInfo'] = {
  heading: 'Buchungsinformationen',
  confirmationCodeLabel: 'Bestätigungscode',
  roomNumberLabel: 'Zimmernummer',
  roomTypeLabel: 'Zimmertyp',
  checkInLabel: 'Anreisedatum',
  checkOutLabel: 'Abreisedatum',
  fullNameLabel: 'Vollständiger Name',
  emailLabel: 'E-Mail-Adresse',
  adultsLabel: 'Erwachsene',
  childrenLabel: 'Kinder',
  totalGuestsLabel: 'Gäste insgesamt',
  totalPriceLabel: 'Gesamtpreis',
  statusLabel: 'Status',
  cancel: 'Buchung stornieren',
  confirmCancelTitle: 'Buchung {code} stornieren?',
  confirmCancelText: 'Ihr Aufenthalt im {roomType} vom {checkIn} bis {checkOut} wird storniert. Das lässt sich nicht rückgängig machen.',
  confirmCancelYes: 'Ja, Buchung stornieren',
  confirmCancelNo: 'Buchung behalten',
};

export const BookingResult: AllMessages['BookingResult'] = {
  successHeading: 'Buchung erfolgreich!',
  errorHeading: 'Fehler bei der Zimmerbuchung!',
  codeLabel: 'Ihr Buchungs-Bestätigungscode',
  codeHint: 'Bewahren Sie ihn auf, um Ihre Buchung zu finden oder zu stornieren.',
  findBooking: 'Meine Buchung finden',
  home: 'Zur Startseite',
  total: 'Gesamtpreis Ihres Aufenthalts: {amount}',
};

export const ColorSchemeSwitch: AllMessages['ColorSchemeSwitch'] = {
  label: 'Farbschema',
  system: 'Wie das System',
  light: 'Hell',
  dark: 'Dunkel',
};

export const DayPicker: AllMessages['DayPicker'] = {
  previousMonthLabel: 'Zum vorigen Monat',
  nextMonthLabel: 'Zum nächsten Monat',
  monthNavigationLabel: 'Monate',
  monthDropdownLabel: 'Monat wählen',
  yearDropdownLabel: 'Jahr wählen',
  dayLabel: '{weekday}, {day}. {month} {year}',
  todayDayLabel: 'Heute, {date}',
  selectedDayLabel: '{date}, ausgewählt',
};

export const ErrorPage: AllMessages['ErrorPage'] = {
  heading: 'Unerwarteter Anwendungsfehler!',
  homeLink: 'Zurück zur Startseite',
};

export const FailedMailTable: AllMessages['FailedMailTable'] = {
  heading: 'Nicht zugestellte E-Mails',
  tableCaption: 'E-Mails, die nicht gesendet werden konnten',
  recipient: 'Empfänger',
  subject: 'Betreff',
  kind: 'Art',
  attempts: 'Versuche',
  lastError: 'Letzter Fehler',
  failedAt: 'Fehlgeschlagen am',
  actions: 'Aktionen',
  resend: 'Erneut senden',
  resendLabel: 'Erneut senden: {subject} an {recipient}',
  loading: 'Nicht zugestellte E-Mails werden geladen',
  loadError: 'Die nicht zugestellten E-Mails konnten nicht geladen werden',
  empty: 'Keine E-Mail ist fehlgeschlagen.',
  total: '{count} fehlgeschlagen insgesamt',
};

// Long headers carry soft hyphens (\u00ad) and a break after '-' (\u200b), so that 15 columns fit a 1280 px screen;
// hyphenation by the browser (`hyphens: auto`) depends on dictionaries Chromium on Linux does not have.
export const ExistingBookingsTable: AllMessages['ExistingBookingsTable'] = {
  heading: 'Bestehende Buchungen',
  tableCaption: 'Buchungen',
  serialNumber: 'Nr.',
  bookingId: 'Bu\u00adchungs-\u200bID',
  roomId: 'Zim\u00admer-\u200bID',
  roomType: 'Zimmer\u00adtyp',
  checkInDate: 'An\u00adreise\u00addatum',
  checkOutDate: 'Ab\u00adreise\u00addatum',
  guestName: 'Name des Gastes',
  guestEmail: 'E-Mail des Gastes',
  adults: 'Er\u00adwach\u00adsene',
  children: 'Kinder',
  totalGuests: 'Gäste ins\u00adge\u00adsamt',
  totalPrice: 'Ge\u00adsamt\u00adpreis',
  confirmationCode: 'Bestätigungs\u00adcode',
  status: 'Status',
  actions: 'Aktionen',
  cancel: 'Stornieren',
  cancelLabel: '{cancel}: Buchung {code}',
  confirmCancelTitle: 'Buchung {code} stornieren?',
  confirmCancelText: 'Der Aufenthalt von {guestName} im {roomType} vom {checkIn} bis {checkOut} wird storniert. Das lässt sich nicht rückgängig machen.',
  confirmCancelYes: 'Ja, Buchung stornieren',
  confirmCancelNo: 'Buchung behalten',
  loading: 'Bestehende Buchungen werden geladen',
  loadError: 'Buchungen konnten nicht geladen werden',
  emptyFiltered: 'Keine Buchung im gewählten Zeitraum',
  empty: 'Es gibt noch keine Buchungen.',
};

export const ExistingRoomsTable: AllMessages['ExistingRoomsTable'] = {
  heading: 'Bestehende Zimmer',
  tableCaption: 'Zimmer',
  addRoom: 'Zimmer hinzufügen',
  id: 'ID',
  roomType: 'Zimmertyp',
  roomPrice: 'Zimmerpreis',
  actions: 'Aktionen',
  viewRoom: 'Zimmer {id} ansehen',
  editRoom: 'Zimmer {id} bearbeiten',
  roomRates: 'Preise von Zimmer {id}',
  calendarSync: 'Kalenderabgleich von Zimmer {id}',
  deleteRoom: 'Zimmer {id} löschen',
  confirmDeleteTitle: 'Zimmer {id} ({roomType}) löschen?',
  confirmDeleteText: 'Zimmer {id} ({roomType}) wird aus den Zimmern des Hotels entfernt. Das lässt sich nicht rückgängig machen.',
  confirmDeleteYes: 'Ja, Zimmer löschen',
  confirmDeleteNo: 'Zimmer behalten',
  loading: 'Bestehende Zimmer werden geladen',
  loadError: 'Fehler beim Laden der Zimmer',
  empty: 'Keine Zimmer gefunden.',
};

export const FindBooking: AllMessages['FindBooking'] = {
  heading: 'Meine Buchung finden',
  codeLabel: 'Bestätigungscode',
  codePlaceholder: 'Bestätigungscode der Buchung eingeben',
  codeRequired: 'Bitte geben Sie den Bestätigungscode der Buchung ein.',
  find: 'Buchung finden',
  idle: 'Buchung finden …',
  searching: 'Ihre Buchung wird gesucht …',
  cancelled: 'Die Buchung wurde erfolgreich storniert!',
};

export const Footer: AllMessages['Footer'] = { copyright: '© {year} {brand}' };

export const HomeHero: AllMessages['HomeHero'] = {
  welcome: 'Willkommen im {brand}',
  tagline: 'Erleben Sie die beste Gastfreundschaft der Stadt',
  loggedOutNotice: 'Sie wurden abgemeldet!',
};

export const HotelProfileForm: AllMessages['HotelProfileForm'] = {
  heading: 'Hotelprofil',
  intro: 'Wie sich das Hotel zeigt: in Kopf- und Fußzeile, in Seitentiteln, in jeder E-Mail und jedem Kalendertermin.',
  nameLabel: 'Name des Hotels',
  nameHint: 'Steht in der Kopfzeile, der Fußzeile, in Seitentiteln und E-Mails.',
  addressLabel: 'Adresse',
  phoneLabel: 'Telefon',
  contactEmailLabel: 'Kontakt-E-Mail',
  currencyLabel: 'Währung',
  currencyHint: 'Dreistelliger ISO-4217-Code, etwa EUR oder USD. Alle Preise werden darin angezeigt.',
  timeZoneLabel: 'Zeitzone',
  timeZoneHint: 'IANA-Name, etwa Europe/Berlin. Er bestimmt, welcher Tag für Anreisedaten „heute“ ist.',
  checkInTimeLabel: 'Anreise ab',
  checkOutTimeLabel: 'Abreise bis',
  timeHint: '24-Stunden-Zeit, HH:MM.',
  defaultLanguageLabel: 'Standardsprache',
  defaultLanguageHint: 'Für Gäste, die keine gewählt haben und deren Browser keine der beiden Sprachen wünscht.',
  cancellationPolicyLabel: 'Stornierungsbedingungen',
  cancellationPolicyHint: 'Ein kurzer Text für Gäste; darf leer sein.',
  save: 'Profil speichern',
  saved: 'Das Hotelprofil wurde gespeichert.',
  saveFailed: 'Das Hotelprofil konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
};

export const HotelProfileValidation: AllMessages['HotelProfileValidation'] = {
  nameRequired: 'Bitte geben Sie den Namen des Hotels ein',
  tooLong: 'Höchstens {max} Zeichen',
  contactEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein oder lassen Sie das Feld leer',
  currencyInvalid: 'Bitte geben Sie einen dreistelligen ISO-4217-Code ein, etwa EUR',
  timeZoneRequired: 'Bitte geben Sie eine IANA-Zeitzone ein, etwa Europe/Berlin',
  timeInvalid: 'Bitte geben Sie eine 24-Stunden-Zeit als HH:MM ein, etwa 14:00',
  currencyUnknown: 'Eine Währung {code} gibt es nicht: Bitte geben Sie einen ISO-4217-Code ein, etwa EUR',
  timeZoneUnknown: 'Eine Zeitzone {zone} gibt es nicht: Bitte geben Sie eine IANA-Zeitzone ein, etwa Europe/Berlin',
  valueRefused: 'Das Hotel hat diesen Wert nicht angenommen',
};

export const ServerErrors: AllMessages['ServerErrors'] = {
  roomUnavailable: 'Leider ist dieses Zimmer für die gewählten Daten nicht frei.',
  overCapacity: ({ maxAdults, maxChildren }) =>
    `In diesem Zimmer schlafen höchstens ${maxAdults} ${maxAdults === 1 ? 'Erwachsener' : 'Erwachsene'} und ${
      maxChildren === 0 ? 'keine Kinder' : `${maxChildren} ${maxChildren === 1 ? 'Kind' : 'Kinder'}`
    }.`,
  nightClosed: 'In der Nacht zum {date} ist das Zimmer geschlossen.',
  minStayNotMet: 'Ein Aufenthalt ab dem {checkInDate} dauert mindestens {minNights} Nächte.',
  checkInInPast: 'Das Anreisedatum darf nicht in der Vergangenheit liegen (heute ist der {today}).',
  stayTooLong: 'Ein Aufenthalt dauert höchstens {maxNights} Nächte.',
  checkOutNotAfterCheckIn: 'Das Abreisedatum muss nach dem Anreisedatum liegen',
  datesInvalid: 'Bitte geben Sie gültige Daten ein',
  invalidCredentials: 'Ungültiger Benutzername oder ungültiges Passwort. Bitte versuchen Sie es erneut.',
  emailNotVerified: 'Bitte bestätigen Sie Ihre E-Mail-Adresse mit dem Code, bevor Sie sich anmelden.',
  rateLimited: 'Zu viele Anfragen. Bitte versuchen Sie es etwas später erneut.',
  invalidOtp: 'Der Code ist ungültig oder abgelaufen.',
  otpAttemptsExceeded: 'Zu viele falsche Codes. Bitte fordern Sie einen neuen Code an.',
  currentPasswordIncorrect: 'Ihr aktuelles Passwort ist nicht korrekt.',
  passwordTooShort: 'Das Passwort muss mindestens {min} Zeichen lang sein',
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  fieldTooLong: 'Das Feld „{field}“ darf höchstens {max} Zeichen lang sein.',
  forbidden: 'Dazu ist Ihr Konto nicht berechtigt.',
  userNotFound: 'Dieses Konto gibt es nicht.',
  noBookingWithCode: 'Es gibt keine Buchung mit dem Buchungscode {code}.',
  bookingNotFound: 'Die Buchung wurde nicht gefunden.',
  bookingAlreadyCancelled: 'Diese Buchung ist bereits storniert.',
  bookingAlreadyEnded: 'Dieser Aufenthalt ist bereits vorbei und kann nicht mehr storniert werden.',
  bookingUnderWay: 'Dieser Aufenthalt hat bereits begonnen. Bitte wenden Sie sich an das Hotel, um ihn zu ändern.',
  roomNotFound: 'Das Zimmer wurde nicht gefunden.',
  lastAdmin: 'Das letzte Administratorkonto kann nicht gelöscht werden.',
  internal: 'Bei uns ist etwas schiefgegangen. Bitte versuchen Sie es später erneut.',
  serviceBusy: 'Das Hotel bearbeitet gerade andere Anfragen dazu. Bitte versuchen Sie es gleich noch einmal.',
  databaseUnavailable: 'Das Buchungssystem erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in Kürze erneut.',
  findBookingFailed: 'Fehler: {message}',
  findBookingNoText: 'Fehler beim Suchen der Buchung: {detail}',
  cancelBookingFailed: 'Fehler beim Stornieren der Buchung: {detail}',
  registerFailed: 'Fehler bei der Registrierung: {message}',
  registerNoText: 'Die Registrierung ist fehlgeschlagen: {detail}',
  fetchRoomFailed: 'Fehler beim Laden des Zimmers: {detail}',
  bookRoomNoText: 'Fehler beim Buchen des Zimmers: {detail}',
  fetchUserBookingsFailed: 'Die Buchungen konnten nicht geladen werden',
  verifyOtpFailed: 'Die Bestätigung des Codes ist fehlgeschlagen',
  resendOtpFailed: 'Der neue Code konnte nicht gesendet werden',
  changePasswordFailed: 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  forgotPasswordFailed: 'Der Code konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  resetPasswordFailed: 'Das neue Passwort konnte nicht gesetzt werden. Bitte versuchen Sie es erneut.',
  logOutEverywhereFailed: 'Die Abmeldung auf allen Geräten ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
};

export const ServerNotices: AllMessages['ServerNotices'] = {
  bookingCreated: 'Zimmer erfolgreich gebucht. Ihr Bestätigungscode lautet: {code}',
  bookingCancelled: 'Die Buchung wurde erfolgreich storniert!',
  registered: 'Registrierung erfolgreich! Den Bestätigungscode finden Sie in Ihrer E-Mail.',
  otpVerified: 'Code bestätigt! Sie können sich jetzt anmelden.',
  otpResent: 'Wir haben Ihnen einen neuen Code an Ihre E-Mail-Adresse geschickt.',
  accountClosed: 'Ihr Konto wurde gelöscht.',
};

export const LoggedInBanner: AllMessages['LoggedInBanner'] = { loggedInAs: 'Sie sind angemeldet als {userId}' };

export const LoginForm: AllMessages['LoginForm'] = {
  heading: 'Anmelden',
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  submit: 'Anmelden',
  forgotPassword: 'Passwort vergessen?',
  registerPrompt: 'Noch kein Konto?',
  register: 'Registrieren',
  reasonBookRoom: 'Melden Sie sich an, um dieses Zimmer zu buchen',
  reasonPage: 'Melden Sie sich an, um diese Seite zu sehen',
  reasonRegister:
    'Neu hier? Registrieren Sie sich unten: Nach der Bestätigung Ihrer E-Mail und der Anmeldung kommen Sie hierher zurück.',
  reasonSessionExpired: 'Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an, um dort weiterzumachen, wo Sie waren.',
};

export const CalendarSyncPanel: AllMessages['CalendarSyncPanel'] = {
  heading: 'Kalenderabgleich',
  roomName: 'Zimmer: {roomName}',
  exportHeading: 'Der Kalender dieses Zimmers für Buchungsportale',
  exportHint: 'Geben Sie diese Adresse Airbnb, Booking.com und ähnlichen Portalen, damit sie die hier gebuchten Nächte sehen. Halten Sie sie geheim: Wer sie kennt, sieht, wann das Zimmer belegt ist.',
  exportUrl: 'Export-Adresse',
  copy: 'Adresse kopieren',
  rotate: 'Neue Adresse erstellen',
  confirmRotateTitle: 'Neue Export-Adresse erstellen?',
  confirmRotateText: 'Die bisherige Adresse funktioniert sofort nicht mehr. Jedes Portal, das sie liest, braucht die neue.',
  confirmRotateYes: 'Ja, neue Adresse erstellen',
  confirmRotateNo: 'Adresse behalten',
  importsHeading: 'Von Buchungsportalen importierte Kalender',
  importsHint: 'Auf diesen Portalen gebuchte Nächte sind hier gesperrt. Sie werden alle paar Minuten abgerufen.',
  importsCaption: 'Importierte Kalender',
  name: 'Name',
  site: 'Portal',
  lastAttempt: 'Letzter Abruf',
  lastSuccess: 'Zuletzt gelesen',
  events: 'Termine',
  conflicts: 'Konflikte',
  state: 'Status',
  actions: 'Aktionen',
  ok: 'Funktioniert',
  never: 'Noch nicht abgerufen',
  failed: 'Fehlgeschlagen: {error}',
  remove: 'Entfernen',
  removeLabel: '{name} entfernen',
  confirmRemoveTitle: '{name} entfernen?',
  confirmRemoveText: 'Die von {name} hier gesperrten Nächte sind wieder buchbar.',
  confirmRemoveYes: 'Ja, entfernen',
  confirmRemoveNo: 'Behalten',
  syncNow: 'Jetzt abgleichen',
  noImports: 'Noch keine Kalender importiert.',
  addHeading: 'Kalender importieren',
  newName: 'Name',
  newNameHint: 'So werden Aufenthalte daraus bezeichnet, z. B. Airbnb.',
  newUrl: 'Kalenderadresse (iCal)',
  newUrlHint: 'Die Export-Adresse dieses Zimmers beim Portal, beginnend mit https://.',
  add: 'Kalender importieren',
  nameRequired: 'Geben Sie einen Namen ein.',
  urlInvalid: 'Geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.',
  loading: 'Kalenderabgleich wird geladen',
  loadError: 'Fehler beim Laden des Kalenderabgleichs',
};

export const DateField: AllMessages['DateField'] = { placeholder: 'TT.MM.JJJJ' };

export const DateFieldCalendar: AllMessages['DateFieldCalendar'] = {
  openCalendar: 'Kalender öffnen',
  closeCalendar: 'Schließen',
};

export const LanguageSwitch: AllMessages['LanguageSwitch'] = { label: 'Sprache', en: 'English', de: 'Deutsch' };

export const NavBar: AllMessages['NavBar'] = {
  navigationLabel: 'Hauptmenü',
  browseAllRooms: 'Alle Zimmer ansehen',
  admin: 'Verwaltung',
  findMyBooking: 'Meine Buchung finden',
  account: 'Konto',
  login: 'Anmelden',
  profile: 'Profil',
  logout: 'Abmelden',
  menuToggle: 'Menü',
};

export const OccupancyReport: AllMessages['OccupancyReport'] = {
  heading: 'Berichte',
  periodLabel: 'Berichtszeitraum',
  firstNight: 'Erste Nacht',
  lastNight: 'Letzte Nacht',
  groupBy: 'Gruppieren nach',
  groupByDay: 'Tag',
  groupByMonth: 'Monat',
  showReport: 'Anzeigen',
  invalidDate: 'Geben Sie ein Datum ein.',
  lastBeforeFirst: 'Die letzte Nacht darf nicht vor der ersten liegen.',
  periodTooLong: 'Wählen Sie höchstens {maxNights} Nächte.',
  summaryLabel: 'Summen, {first} bis {last}',
  occupancyRate: 'Belegungsrate',
  roomNightsSold: 'Verkaufte Zimmernächte',
  soldOfAvailable: '{sold} von {available}',
  revenue: 'Umsatz',
  adr: 'Durchschnittlicher Zimmerpreis (ADR)',
  revPar: 'Umsatz pro verfügbarem Zimmer (RevPAR)',
  notApplicable: 'k. A.',
  occupancyChart: 'Belegungsrate pro {unit}',
  revenueChart: 'Umsatz pro {unit}',
  unitDay: 'Tag',
  unitMonth: 'Monat',
  chartLabel: '{chart}; die Tabelle „{table}“ enthält die Zahlen.',
  tableCaption: 'Zahlen pro Zeitraum',
  period: 'Zeitraum',
  roomNightsAvailable: 'Verfügbare Zimmernächte',
  adrShort: 'ADR',
  revParShort: 'RevPAR',
  total: 'Summe',
  downloadCsv: 'Buchungen herunterladen (CSV)',
  downloadHint: 'Alle Buchungen, deren Aufenthalt in den Zeitraum fällt, als Tabellendatei.',
  downloadFailed: 'Die Buchungen konnten nicht heruntergeladen werden.',
  loading: 'Bericht wird geladen',
  loadError: 'Fehler beim Laden des Berichts',
  empty: 'Keine Zahlen für diesen Zeitraum.',
};

export const OccupancyTimeline: AllMessages['OccupancyTimeline'] = {
  heading: 'Belegung',
  gridLabel: 'Zimmer nach Nächten, {first} bis {last}',
  keyboardHint:
    'Pfeiltasten wechseln zwischen Zimmern und Nächten, Pos1 und Ende an die Enden einer Zeile, Bild auf und Bild ab um zehn Zimmer. Eingabe öffnet die Buchung.',
  roomHeader: 'Zimmer',
  roomName: 'Zimmer {roomId}, {roomType}',
  today: 'Heute',
  todayDate: '{date}, heute',
  free: 'Frei',
  directStay: '{guest}, direkte Buchung, {checkIn} bis {checkOut}',
  unnamedGuest: 'Gast',
  importedStay: 'Belegt über {source}, {checkIn} bis {checkOut}',
  closed: 'Geschlossen, {start} bis {end}',
  closedWithReason: 'Geschlossen ({reason}), {start} bis {end}',
  conflict: 'Konflikt: {source} überschneidet sich mit Buchung {bookingId}, {checkIn} bis {checkOut}',
  legendLabel: 'Legende',
  legendDirect: 'Hier gebucht',
  legendImported: 'Belegt über einen importierten Kalender',
  legendClosed: 'Geschlossen',
  legendConflict: 'Konflikt: doppelt verkauft',
  periodLabel: 'Zeitraum',
  firstNight: 'Erste Nacht',
  lastNight: 'Letzte Nacht',
  showPeriod: 'Anzeigen',
  previousPeriod: 'Voriger Zeitraum',
  nextPeriod: 'Nächster Zeitraum',
  invalidDate: 'Geben Sie ein Datum ein.',
  lastBeforeFirst: 'Die letzte Nacht darf nicht vor der ersten liegen.',
  periodTooLong: 'Wählen Sie höchstens {maxNights} Nächte.',
  loading: 'Belegung wird geladen',
  loadError: 'Fehler beim Laden der Belegung',
  empty: 'Keine Zimmer vorhanden.',
};

export const OtpInput: AllMessages['OtpInput'] = {
  legend: 'Bestätigungscode',
  digitLabel: 'Ziffer {index} von {count}',
};

export const PageShell: AllMessages['PageShell'] = { skipToContent: 'Zum Hauptinhalt springen', documentTitle: '{page} · {brand}' };

export const RoomLoadErrors: AllMessages['RoomLoadErrors'] = {
  roomsLoadFailed: 'Fehler: Die Zimmer konnten nicht geladen werden',
  fetchRoomsFailed: 'Die Zimmer konnten nicht geladen werden',
  fetchRoomTypesFailed: 'Die Zimmerarten konnten nicht geladen werden',
};

export const NoBookingResult: AllMessages['NoBookingResult'] = {
  body: 'Hier gibt es kein Buchungsergebnis anzuzeigen.',
  home: 'Zurück zur Startseite',
};

export const VerifyOtpEmail: AllMessages['VerifyOtpEmail'] = {
  heading: 'Code bestätigen',
  intro: 'Geben Sie die E-Mail-Adresse ein, mit der Sie sich registriert haben, dann den Code, den wir an sie gesendet haben.',
  emailLabel: 'E-Mail',
  continue: 'Weiter',
};

export const PageTitles: AllMessages['PageTitles'] = {
  home: 'Startseite',
  browseAllRooms: 'Alle Zimmer',
  bookRoom: 'Zimmer buchen',
  bookingSuccess: 'Buchung erfolgreich',
  findBooking: 'Meine Buchung finden',
  logout: 'Abmelden',
  login: 'Anmelden',
  forgotPassword: 'Passwort vergessen',
  resetPassword: 'Passwort zurücksetzen',
  register: 'Registrieren',
  verifyOtp: 'Code bestätigen',
  profile: 'Profil',
  addRoom: 'Zimmer hinzufügen',
  editRoom: 'Zimmer bearbeiten',
  notFound: 'Seite nicht gefunden',
};

export const NightlyPrices: AllMessages['NightlyPrices'] = {
  label: 'Preis jeder Nacht',
  showNights: ({ nights }) => `Preis jeder Nacht (${nights} ${nights === 1 ? 'Nacht' : 'Nächte'})`,
  nightsRange: '{first} – {last}',
  runPrice: ({ nights, price }) => (nights === 1 ? price : `${nights} × ${price}`),
  seasonRunPrice: '{season}: {price}',
};

export const Paginator: AllMessages['Paginator'] = {
  navigationLabel: 'Seitennavigation',
  pageLabel: ({ page }) => `Seite ${page}`,
};

export const Profile: AllMessages['Profile'] = {
  heading: 'Benutzerinformationen',
  loading: 'Benutzerdaten werden geladen …',
  bookingsLoading: 'Buchungen werden geladen …',
  avatarLabel: 'Profilbild von {name}',
  idLabel: 'ID',
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  emailLabel: 'E-Mail',
  rolesLabel: 'Rollen',
  closeAccount: 'Konto schließen',
  confirmTitle: 'Konto schließen',
  confirmText: 'Möchten Sie Ihr Konto wirklich löschen? Das lässt sich nicht rückgängig machen.',
  confirmYes: 'Ja, mein Konto schließen',
  confirmNo: 'Abbrechen',
};

export const RegisterForm: AllMessages['RegisterForm'] = {
  heading: 'Registrieren',
  firstNameLabel: 'Vorname',
  lastNameLabel: 'Nachname',
  emailLabel: 'E-Mail',
  passwordLabel: 'Passwort',
  passwordHint: 'Mindestens {min} Zeichen.',
  submit: 'Registrieren',
  loginPrompt: 'Sie haben schon ein Konto?',
  login: 'Anmelden',
  success: 'Registrierung erfolgreich! Den Bestätigungscode finden Sie in Ihrer E-Mail.',
};

export const RegisterValidation: AllMessages['RegisterValidation'] = {
  firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein',
  lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein',
};

export const ReservationForm: AllMessages['ReservationForm'] = {
  heading: 'Zimmer reservieren',
  fullNameLabel: 'Vollständiger Name',
  emailLabel: 'E-Mail',
  emailReadOnlyDescription: 'Die E-Mail-Adresse Ihres Kontos.',
  periodLegend: 'Aufenthaltszeitraum',
  checkInLabel: 'Anreisedatum',
  checkOutLabel: 'Abreisedatum',
  guestsLegend: 'Anzahl der Gäste',
  adultsLabel: 'Erwachsene',
  childrenLabel: 'Kinder',
  continue: 'Weiter',
  available: 'Gute Nachricht: Dieses Zimmer ist für Ihre Daten frei.',
  unavailable: 'Leider ist dieses Zimmer an einigen dieser Tage schon gebucht. Bitte wählen Sie andere Daten.',
};

export const ReservationSummary: AllMessages['ReservationSummary'] = {
  heading: 'Reservierungsübersicht',
  nameLabel: 'Name',
  emailLabel: 'E-Mail',
  checkInLabel: 'Anreisedatum',
  checkOutLabel: 'Abreisedatum',
  nightsLabel: 'Anzahl der Nächte',
  adultsLabel: 'Erwachsene',
  childrenLabel: 'Kinder',
  totalLabel: 'Gesamtbetrag',
  totalBreakdown: ({ nights, price }) => `${nights} ${nights === 1 ? 'Nacht' : 'Nächte'} × ${price}`,
  priceChanged: 'Der Preis dieses Aufenthalts hat sich geändert: Er beträgt jetzt {total} statt {previous}. Bitte prüfen und bestätigen Sie erneut.',
  confirm: 'Buchung bestätigen und zur Zahlung',
  confirming: 'Buchung bestätigt, weiter zur Zahlung …',
  edit: 'Reservierung ändern',
};

export const ReservationValidation: AllMessages['ReservationValidation'] = {
  fullNameRequired: 'Bitte geben Sie Ihren vollständigen Namen ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  checkInRequired: 'Bitte wählen Sie ein Anreisedatum.',
  checkOutRequired: 'Bitte wählen Sie ein Abreisedatum.',
  checkInPast: 'Das Anreisedatum darf nicht in der Vergangenheit liegen.',
  adultsMinimum: 'Bitte wählen Sie mindestens 1 Erwachsenen.',
  adultsMaximum: 'Höchstens 20 Erwachsene pro Buchung.',
  childrenMinimum: 'Wählen Sie 0, wenn keine Kinder mitreisen',
  childrenMaximum: 'Höchstens 20 Kinder pro Buchung.',
  guestsMaximum: 'Eine Buchung kann höchstens 20 Gäste umfassen.',
  checkOutBeforeCheckIn: 'Das Abreisedatum muss nach dem Anreisedatum liegen',
  stayTooLong: 'Ein Aufenthalt dauert höchstens 365 Nächte.',
  totalNotPositive: 'Das Abreisedatum muss nach dem Anreisedatum liegen.',
};

export const RoomCard: AllMessages['RoomCard'] = {
  imageAlt: 'Zimmer {roomType}',
  pricePerNight: '{price} / Nacht',
  pricePerNightCompact: '{price}/Nacht',
  stayTotal: ({ price, nights }) => `${price} für ${nights} ${nights === 1 ? 'Nacht' : 'Nächte'}`,
  description: 'Hier stehen Informationen zum Zimmer, die der Gast lesen kann',
  bookNow: 'Jetzt buchen',
};

export const RoomCarousel: AllMessages['RoomCarousel'] = {
  label: 'Unsere Zimmer',
  roleDescription: 'Karussell',
  slideLabel: 'Folie {index} von {count}',
  previous: 'Vorige Zimmer',
  next: 'Nächste Zimmer',
  browseAllRooms: 'Alle Zimmer ansehen',
  loading: 'Zimmer werden geladen …',
  loadError: 'Fehler: Die Zimmer konnten nicht geladen werden',
};

export const RoomDetails: AllMessages['RoomDetails'] = {
  loading: 'Zimmerinformationen werden geladen …',
  loadError: 'Fehler beim Laden des Zimmers',
  imageAlt: 'Zimmer {roomType}',
  priceLabel: 'Preis pro Nacht',
  bedLabel: 'Bett',
  sizeLabel: 'Größe',
  sizeValue: '{size} m²',
  capacityLabel: 'Belegung',
  capacityValue: ({ count }) => (count === 1 ? '1 Gast' : `${count} Gäste`),
  amenitiesHeading: 'Ausstattung',
  servicesHeading: 'Zimmerleistungen',
  serviceWifi: 'WLAN',
  serviceStreaming: 'Premium-Streaming',
  serviceBreakfast: 'Frühstück',
  serviceMiniBar: 'Erfrischungen aus der Minibar',
  serviceCarService: 'Fahrdienst',
  serviceParking: 'Parkplatz',
  serviceLaundry: 'Wäscheservice',
};

export const RatesEditor: AllMessages['RatesEditor'] = {
  heading: 'Preise von {room}',
  rangeHint:
    'Zeiträume laufen von der ersten Nacht bis zum Enddatum, das nicht dazugehört: Das Enddatum ist die erste nicht erfasste Nacht (eine Saison vom 1. Juli bis 1. September umfasst alle Nächte im Juli und August).',
  weekdayLegend: 'Preise nach Wochentag',
  weekdayHint: 'Der Preis einer Nacht nach dem Wochentag, an dem sie beginnt. Lassen Sie einen Tag leer, gilt der Zimmerpreis.',
  weekday1: 'Montag',
  weekday2: 'Dienstag',
  weekday3: 'Mittwoch',
  weekday4: 'Donnerstag',
  weekday5: 'Freitag',
  weekday6: 'Samstag',
  weekday7: 'Sonntag',
  seasonsHeading: 'Saisons',
  seasonsHint:
    'Der Preis einer Saison gilt vor dem Wochentagspreis. Ihr Mindestaufenthalt gilt für Aufenthalte, die in ihr beginnen. Saisons dürfen sich keine Nacht teilen.',
  seasonsCaption: 'Saisons',
  seasonsEmpty: 'Keine Saisons.',
  closuresHeading: 'Geschlossene Tage',
  closuresHint: 'In diesen Nächten wird das Zimmer nicht verkauft.',
  closuresCaption: 'Geschlossene Tage',
  closuresEmpty: 'Keine geschlossenen Tage.',
  nameColumn: 'Name',
  startColumn: 'Erste Nacht',
  seasonEndColumn: 'Ende (erste Nacht nach der Saison)',
  closureEndColumn: 'Ende (erste wieder offene Nacht)',
  priceColumn: 'Preis pro Nacht',
  minNightsColumn: 'Mindestnächte',
  reasonColumn: 'Grund',
  actionsColumn: 'Aktionen',
  seasonNameLabel: 'Name der Saison {number}',
  seasonStartLabel: 'Erste Nacht der Saison {number}',
  seasonEndLabel: 'Ende der Saison {number} (erste Nacht nach der Saison)',
  seasonPriceLabel: 'Preis pro Nacht der Saison {number}',
  seasonMinNightsLabel: 'Mindestnächte der Saison {number}',
  closureStartLabel: 'Erste geschlossene Nacht der Schließung {number}',
  closureEndLabel: 'Ende der Schließung {number} (erste wieder offene Nacht)',
  closureReasonLabel: 'Grund der Schließung {number}',
  addSeason: 'Saison hinzufügen',
  addClosure: 'Geschlossene Tage hinzufügen',
  removeSeason: ({ number, name }) => (name ? `Saison ${number} (${name}) entfernen` : `Saison ${number} entfernen`),
  removeClosure: 'Schließung {number} entfernen',
  save: 'Preise speichern',
  backLink: 'Bestehende Zimmer',
  fixErrors: 'Die Preise wurden nicht gespeichert: Bitte korrigieren Sie die markierten Felder.',
  saveSuccess: 'Preise gespeichert.',
  saveError: 'Fehler beim Speichern der Preise',
};

export const RatesValidation: AllMessages['RatesValidation'] = {
  nameRequired: 'Bitte geben Sie einen Namen für die Saison ein.',
  dateInvalid: 'Bitte geben Sie ein Datum ein.',
  endNotAfterStart: 'Das Enddatum muss nach dem Startdatum liegen: Ein Zeitraum umfasst mindestens eine Nacht.',
  priceInvalid: 'Bitte geben Sie einen Preis über 0 und höchstens {max} mit höchstens 2 Nachkommastellen ein, oder lassen Sie das Feld leer.',
  minNightsInvalid: 'Bitte geben Sie eine ganze Zahl von Nächten von 1 bis {max} ein, oder lassen Sie das Feld leer.',
  seasonsOverlap: 'Diese Saison teilt Nächte mit „{name}“ (vom {from} bis {to}).',
};

export const RoomFilter: AllMessages['RoomFilter'] = {
  label: 'Zimmer nach Typ filtern',
  placeholder: 'Zimmertyp zum Filtern wählen …',
  clearFilter: 'Filter zurücksetzen',
};

export const RoomForm: AllMessages['RoomForm'] = {
  addHeading: 'Neues Zimmer hinzufügen',
  editHeading: 'Zimmer bearbeiten',
  roomPriceLabel: 'Zimmerpreis',
  photoLabel: 'Zimmerfoto',
  photoDescription: 'Ein JPEG-, PNG- oder WebP-Bild.',
  descriptionLabel: 'Beschreibung',
  descriptionHint: 'Reiner Text; lassen Sie zwischen Absätzen eine Leerzeile.',
  bedTypeLabel: 'Bettart',
  bedTypeNone: 'Keine Angabe',
  sizeLabel: 'Größe (m²)',
  amenitiesLegend: 'Ausstattung',
  galleryHeading: 'Fotogalerie',
  galleryHint: 'Gäste sehen die Fotos in dieser Reihenfolge; das erste ist das Hauptfoto des Zimmers. Höchstens {max} Fotos.',
  galleryEmpty: 'Noch keine Fotos.',
  addPhotosLabel: 'Fotos hinzufügen',
  addPhotosHint: 'JPEG-, PNG- oder WebP-Bilder. Beschreiben Sie jedes und laden Sie es hoch; beim Speichern des Zimmers werden die übrigen hochgeladen.',
  tooManyPhotos: ({ max, count }) =>
    `Ein Zimmer hat höchstens ${max} Fotos: ${count === 1 ? '1 Datei wurde' : `${count} Dateien wurden`} nicht hinzugefügt.`,
  galleryPhoto: 'Foto {number}',
  altLabel: 'Alternativtext von Foto {number}',
  altHint: 'Was das Foto zeigt; wird Gästen vorgelesen, die es nicht sehen können.',
  moveUp: 'Nach oben',
  moveDown: 'Nach unten',
  deletePhoto: 'Löschen',
  moved: 'Foto an Position {position} von {count} verschoben.',
  pendingPhoto: 'Neues Foto {name}',
  pendingAltLabel: 'Alternativtext von {name}',
  uploadPhoto: 'Hochladen',
  removePendingPhoto: 'Entfernen',
  uploadProgress: '{name} wird hochgeladen',
  uploadTooLarge: '{name} wurde nicht hochgeladen: Die Datei ist größer, als das Hotel annimmt. Bitte wählen Sie eine kleinere.',
  uploadNotAnImage: '{name} wurde nicht hochgeladen: Es ist kein JPEG-, PNG- oder WebP-Bild.',
  uploadUnreadable: '{name} wurde nicht hochgeladen: Die Datei ist beschädigt oder hat mehr Pixel, als das Hotel annimmt.',
  uploadGalleryFull: '{name} wurde nicht hochgeladen: Die Galerie hat schon {max} Fotos. Löschen Sie zuerst eines.',
  uploadUnreachable: '{name} wurde nicht hochgeladen: Das Hotel war nicht erreichbar. Bitte versuchen Sie es erneut.',
  uploadFailed: '{name} konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
  dismissUpload: 'Ausblenden',
  galleryChanged: 'Die Galerie wurde inzwischen geändert, vielleicht in einem anderen Tab. Sie zeigt jetzt den gespeicherten Stand: Bitte nehmen Sie Ihre Änderung erneut vor.',
  galleryUnreachable: 'Das Hotel war nicht erreichbar; die Änderung der Galerie wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
  galleryChangeFailed: 'Die Änderung der Galerie konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  previewAlt: 'Vorschau des gewählten Zimmerfotos',
  previewCaption: 'Neues Foto',
  currentPhotoAlt: 'Aktuelles Zimmerfoto',
  currentPhotoCaption: 'Aktuelles Foto',
  saveRoom: 'Zimmer speichern',
  editRoom: 'Zimmer bearbeiten',
  addBackLink: 'Bestehende Zimmer',
  editBackLink: 'Zurück',
  addSuccess: 'Ein neues Zimmer wurde erfolgreich hinzugefügt!',
  editSuccess: 'Zimmer erfolgreich aktualisiert!',
  addError: 'Fehler beim Hinzufügen des Zimmers',
  editError: 'Fehler beim Aktualisieren des Zimmers',
};

export const RoomGallery: AllMessages['RoomGallery'] = {
  label: 'Fotos des Zimmers',
  roleDescription: 'Galerie',
  position: 'Foto {index} von {count}',
  announcement: 'Foto {index} von {count}: {alt}',
  previous: 'Voriges Foto',
  next: 'Nächstes Foto',
  enlarge: 'Vergrößern',
  close: 'Schließen',
};

export const RoomList: AllMessages['RoomList'] = {
  heading: 'Alle Zimmer ansehen',
  loading: 'Zimmer werden geladen …',
  loadError: 'Fehler: Die Zimmer konnten nicht geladen werden',
  empty: 'Keine Zimmer gefunden.',
  paginationTopLabel: 'Zimmerseiten, oben',
  paginationBottomLabel: 'Zimmerseiten, unten',
};

export const RoomSearchForm: AllMessages['RoomSearchForm'] = {
  formLabel: 'Zimmersuche',
  checkInLabel: 'Anreisedatum',
  checkOutLabel: 'Abreisedatum',
  adultsLabel: 'Erwachsene',
  childrenLabel: 'Kinder',
  search: 'Suchen',
  clearSearch: 'Suche zurücksetzen',
  searching: 'Verfügbare Zimmer werden gesucht …',
};

export const RoomSearchResults: AllMessages['RoomSearchResults'] = {
  heading: 'Suchergebnisse',
  empty: 'Für die gewählten Daten und den Zimmertyp sind keine Zimmer frei.',
  clearSearch: 'Suche zurücksetzen',
};

export const RoomTypeSelect: AllMessages['RoomTypeSelect'] = {
  label: 'Zimmertyp',
  placeholder: 'Zimmertyp wählen',
  addNew: 'Neu hinzufügen',
  newTypeLabel: 'Neuer Zimmertyp',
  newTypePlaceholder: 'Neuen Zimmertyp eingeben',
  addButton: 'Hinzufügen',
  newTypeRequired: 'Bitte geben Sie einen Zimmertyp ein.',
  retry: 'Erneut versuchen',
};

export const RoomValidation: AllMessages['RoomValidation'] = {
  roomTypeRequired: 'Bitte wählen Sie einen Zimmertyp.',
  roomPriceRequired: 'Bitte geben Sie einen Zimmerpreis ein.',
  photoRequired: 'Bitte wählen Sie ein Zimmerfoto.',
  descriptionTooLong: 'Bitte beschränken Sie die Beschreibung auf 4000 Zeichen.',
  sizeInvalid: 'Bitte geben Sie die Größe als ganze Zahl von Quadratmetern von 1 bis 1000 ein, oder lassen Sie das Feld leer.',
  altRequired: 'Bitte beschreiben Sie das Foto für Gäste, die es nicht sehen können.',
};

export const SearchValidation: AllMessages['SearchValidation'] = {
  invalidDates: 'Bitte geben Sie gültige Daten ein',
  checkOutBeforeCheckIn: 'Das Abreisedatum muss nach dem Anreisedatum liegen',
  stayTooLong: 'Ein Aufenthalt dauert höchstens 365 Nächte.',
  checkInPast: 'Das Anreisedatum darf nicht in der Vergangenheit liegen.',
};

export const SectionStatus: AllMessages['SectionStatus'] = {
  retry: 'Erneut versuchen',
  loadFailed: 'Das konnte nicht geladen werden.',
  unreachable: 'Wir konnten das Hotel nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  timedOut: 'Das Hotel antwortet gerade nicht rechtzeitig. Bitte versuchen Sie es erneut.',
};

export const ServicesList: AllMessages['ServicesList'] = {
  heading: 'Unsere Leistungen',
  intro: 'Leistungen im {brand}',
  frontDesk: 'Rezeption rund um die Uhr',
  wifi: 'WLAN',
  wifiText: 'Bleiben Sie mit schnellem Internet verbunden.',
  breakfast: 'Frühstück',
  breakfastText: 'Beginnen Sie den Tag mit einem köstlichen Frühstücksbuffet.',
  laundry: 'Wäscherei',
  laundryText: 'Unser Wäscheservice hält Ihre Kleidung sauber und frisch.',
  miniBar: 'Minibar',
  miniBarText: 'Genießen Sie ein Getränk oder einen Snack aus der Minibar im Zimmer.',
  parking: 'Parken',
  parkingText: 'Parken Sie bequem auf unserem hoteleigenen Parkplatz.',
  airConditioning: 'Klimaanlage',
  airConditioningText: 'Bleiben Sie kühl und entspannt dank unserer Klimaanlage.',
};

export const Spinner: AllMessages['Spinner'] = { label: 'Wird geladen …' };

export const VerifyOtpForm: AllMessages['VerifyOtpForm'] = {
  heading: 'Code bestätigen',
  sentTo: 'Geben Sie den Code ein, den wir an {email} gesendet haben.',
  verify: 'Code bestätigen',
  resend: 'Code erneut senden',
  incomplete: 'Bitte geben Sie alle {count} Ziffern ein.',
};

export const ForgotPasswordForm: AllMessages['ForgotPasswordForm'] = {
  heading: 'Passwort vergessen',
  intro: 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen 6-stelligen Code, mit dem Sie ein neues Passwort festlegen.',
  emailLabel: 'E-Mail',
  submit: 'Code senden',
  loginPrompt: 'Doch wieder eingefallen?',
  login: 'Zurück zur Anmeldung',
};

export const ResetPasswordForm: AllMessages['ResetPasswordForm'] = {
  heading: 'Passwort zurücksetzen',
  intro: 'Geben Sie den 6-stelligen Code aus der E-Mail ein und wählen Sie ein neues Passwort. Der Code ist 10 Minuten gültig.',
  emailLabel: 'E-Mail',
  codeLabel: 'Code aus der E-Mail',
  newPasswordLabel: 'Neues Passwort',
  newPasswordHint: 'Mindestens {min} Zeichen.',
  confirmPasswordLabel: 'Neues Passwort bestätigen',
  submit: 'Neues Passwort festlegen',
  success: 'Ihr Passwort wurde zurückgesetzt und Sie wurden auf allen Geräten abgemeldet. Bitte melden Sie sich mit dem neuen Passwort an.',
  login: 'Zur Anmeldung',
  resendPrompt: 'Kein Code, oder ist er abgelaufen?',
  resend: 'Neuen Code senden',
};

export const AccountSecurity: AllMessages['AccountSecurity'] = {
  heading: 'Passwort und Sitzungen',
  changePasswordHeading: 'Passwort ändern',
  currentPasswordLabel: 'Aktuelles Passwort',
  newPasswordLabel: 'Neues Passwort',
  newPasswordHint: 'Mindestens {min} Zeichen.',
  confirmPasswordLabel: 'Neues Passwort bestätigen',
  changePassword: 'Passwort ändern',
  passwordChanged: 'Ihr Passwort wurde geändert. Hier bleiben Sie angemeldet; auf allen anderen Geräten wurden Sie abgemeldet.',
  sessionsHeading: 'Auf allen Geräten abmelden',
  sessionsIntro: 'Handy verloren oder an einem fremden Computer angemeldet? Damit enden alle Sitzungen Ihres Kontos, auch diese.',
  logOutEverywhere: 'Auf allen Geräten abmelden',
};

export const PasswordValidation: AllMessages['PasswordValidation'] = {
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  codeInvalid: 'Bitte geben Sie den 6-stelligen Code aus der E-Mail ein',
  currentPasswordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein',
  passwordTooShort: 'Das Passwort muss mindestens 6 Zeichen lang sein',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein',
};
