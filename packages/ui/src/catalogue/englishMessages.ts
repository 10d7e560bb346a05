// Every English default of the kit in one object, for packs generated from English (the pseudo-locales) and for
// play functions that resolve the texts a story renders. Components import only their own group; a page that
// imports this module pays for every text, so the kit's index does not export it.
import type { CompleteMessages } from '../locales/defineLocale';
import { amenitiesMessages, bedTypesMessages } from '../components/AmenityList/AmenityList.messages';
import { availabilityCalendarMessages } from '../components/AvailabilityCalendar/AvailabilityCalendar.messages';
import { bookingDateRangeFilterMessages } from '../components/BookingDateRangeFilter/BookingDateRangeFilter.messages';
import { bookingStatusBadgeMessages } from '../components/BookingStatusBadge/BookingStatusBadge.messages';
import { colorSchemeSwitchMessages } from '../components/ColorSchemeSwitch/ColorSchemeSwitch.messages';
import { loggedInBannerMessages } from '../components/LoggedInBanner/LoggedInBanner.messages';
import { otpInputMessages } from '../components/OtpInput/OtpInput.messages';
import { nightlyPricesMessages } from '../components/NightlyPrices/NightlyPrices.messages';
import { paginatorMessages } from '../components/Paginator/Paginator.messages';
import { stayRulesCalendarMessages } from '../components/AvailabilityCalendar/StayRulesCalendar.messages';
import { roomCardMessages } from '../components/RoomCard/RoomCard.messages';
import { roomFilterMessages } from '../components/RoomFilter/RoomFilter.messages';
import { roomTypeSelectMessages } from '../components/RoomTypeSelect/RoomTypeSelect.messages';
import { dayPickerMessages } from '../components/shared/dayPicker.messages';
import { passwordValidationMessages } from '../logic/validation/passwordValidation';
import { ratesValidationMessages } from '../logic/validation/ratesValidation';
import { serverErrorsMessages } from '../messages/serverErrors.messages';
import { serverNoticesMessages } from '../messages/serverNotices.messages';
import { roomLoadErrorsMessages } from '../messages/roomLoadErrors.messages';
import { adminServerErrorsMessages } from '../messages/adminServerErrors.messages';
import { adminErrorsMessages } from '../messages/adminErrors.messages';
import { adminNoticesMessages } from '../messages/adminNotices.messages';
import { adminOnlyMessages, noBookingResultMessages, verifyOtpEmailMessages } from '../messages/appScreens.messages';
import { pageTitlesMessages } from '../messages/pageTitles.messages';
import { adminPageTitlesMessages } from '../messages/adminPageTitles.messages';
import { hotelProfileValidationMessages } from '../logic/validation/hotelProfileValidation';
import { registerValidationMessages } from '../logic/validation/registerValidation';
import { reservationValidationMessages } from '../logic/validation/reservationValidation';
import { roomValidationMessages } from '../logic/validation/roomValidation';
import { searchValidationMessages } from '../logic/validation/searchValidation';
import { dateFieldMessages } from '../components/DateField/DateField.messages';
import { dateFieldCalendarMessages } from '../components/DateField/DateFieldCalendar.messages';
import { languageSwitchMessages } from '../sections/LanguageSwitch/LanguageSwitch.messages';
import { alertMessages } from '../primitives/Alert/Alert.messages';
import { spinnerMessages } from '../primitives/Spinner/Spinner.messages';
import { accountSecurityMessages } from '../sections/AccountSecurity/AccountSecurity.messages';
import { auditLogTableMessages } from '../sections/AuditLogTable/AuditLogTable.messages';
import { adminPanelMessages } from '../sections/AdminPanel/AdminPanel.messages';
import { calendarSyncPanelMessages } from '../sections/CalendarSyncPanel/CalendarSyncPanel.messages';
import { bookingHistoryTableMessages } from '../sections/BookingHistoryTable/BookingHistoryTable.messages';
import { bookingInfoMessages } from '../sections/BookingInfo/BookingInfo.messages';
import { bookingResultMessages } from '../sections/BookingResult/BookingResult.messages';
import { errorPageMessages } from '../sections/ErrorPage/ErrorPage.messages';
import { existingBookingsTableMessages } from '../sections/ExistingBookingsTable/ExistingBookingsTable.messages';
import { existingRoomsTableMessages } from '../sections/ExistingRoomsTable/ExistingRoomsTable.messages';
import { failedMailTableMessages } from '../sections/FailedMailTable/FailedMailTable.messages';
import { occupancyReportMessages } from '../sections/OccupancyReport/OccupancyReport.messages';
import { occupancyTimelineMessages } from '../sections/OccupancyTimeline/OccupancyTimeline.messages';
import { findBookingMessages } from '../sections/FindBooking/FindBooking.messages';
import { footerMessages } from '../sections/Footer/Footer.messages';
import { forgotPasswordFormMessages } from '../sections/ForgotPasswordForm/ForgotPasswordForm.messages';
import { hotelProfileFormMessages } from '../sections/HotelProfileForm/HotelProfileForm.messages';
import { homeHeroMessages } from '../sections/HomeHero/HomeHero.messages';
import { loginFormMessages } from '../sections/LoginForm/LoginForm.messages';
import { navBarMessages } from '../sections/NavBar/NavBar.messages';
import { profileMessages } from '../sections/Profile/Profile.messages';
import { ratesEditorMessages } from '../sections/RatesEditor/RatesEditor.messages';
import { registerFormMessages } from '../sections/RegisterForm/RegisterForm.messages';
import { reservationFormMessages } from '../sections/ReservationForm/ReservationForm.messages';
import { reservationSummaryMessages } from '../sections/ReservationSummary/ReservationSummary.messages';
import { resetPasswordFormMessages } from '../sections/ResetPasswordForm/ResetPasswordForm.messages';
import { roomCarouselMessages } from '../sections/RoomCarousel/RoomCarousel.messages';
import { roomDetailsMessages } from '../sections/RoomDetails/RoomDetails.messages';
import { roomGalleryMessages } from '../sections/RoomGallery/RoomGallery.messages';
import { roomFormMessages } from '../sections/RoomForm/RoomForm.messages';
import { roomListMessages } from '../sections/RoomList/RoomList.messages';
import { roomSearchFormMessages } from '../sections/RoomSearchForm/RoomSearchForm.messages';
import { roomSearchResultsMessages } from '../sections/RoomSearchResults/RoomSearchResults.messages';
import { sectionStatusMessages } from '../sections/SectionStatus/SectionStatus.messages';
import { servicesListMessages } from '../sections/ServicesList/ServicesList.messages';
import { verifyOtpFormMessages } from '../sections/VerifyOtpForm/VerifyOtpForm.messages';
import { pageShellMessages } from '../templates/PageShell/PageShell.messages';

/** The kit's English texts, group by group; the compiler fails when a group is missing. */
export const englishMessages: CompleteMessages = {
  AccountSecurity: accountSecurityMessages,
  AdminErrors: adminErrorsMessages,
  AdminNotices: adminNoticesMessages,
  AdminOnly: adminOnlyMessages,
  AdminPageTitles: adminPageTitlesMessages,
  AdminPanel: adminPanelMessages,
  AdminServerErrors: adminServerErrorsMessages,
  Alert: alertMessages,
  AuditLogTable: auditLogTableMessages,
  Amenities: amenitiesMessages,
  AvailabilityCalendar: availabilityCalendarMessages,
  BedTypes: bedTypesMessages,
  BookingDateRangeFilter: bookingDateRangeFilterMessages,
  BookingHistoryTable: bookingHistoryTableMessages,
  BookingInfo: bookingInfoMessages,
  BookingResult: bookingResultMessages,
  BookingStatusBadge: bookingStatusBadgeMessages,
  CalendarSyncPanel: calendarSyncPanelMessages,
  ColorSchemeSwitch: colorSchemeSwitchMessages,
  DateField: dateFieldMessages,
  DateFieldCalendar: dateFieldCalendarMessages,
  DayPicker: dayPickerMessages,
  ErrorPage: errorPageMessages,
  ExistingBookingsTable: existingBookingsTableMessages,
  ExistingRoomsTable: existingRoomsTableMessages,
  FailedMailTable: failedMailTableMessages,
  FindBooking: findBookingMessages,
  Footer: footerMessages,
  LanguageSwitch: languageSwitchMessages,
  ForgotPasswordForm: forgotPasswordFormMessages,
  HomeHero: homeHeroMessages,
  HotelProfileForm: hotelProfileFormMessages,
  HotelProfileValidation: hotelProfileValidationMessages,
  LoggedInBanner: loggedInBannerMessages,
  LoginForm: loginFormMessages,
  NavBar: navBarMessages,
  OccupancyReport: occupancyReportMessages,
  OccupancyTimeline: occupancyTimelineMessages,
  NightlyPrices: nightlyPricesMessages,
  NoBookingResult: noBookingResultMessages,
  OtpInput: otpInputMessages,
  PageShell: pageShellMessages,
  PageTitles: pageTitlesMessages,
  Paginator: paginatorMessages,
  PasswordValidation: passwordValidationMessages,
  Profile: profileMessages,
  RatesEditor: ratesEditorMessages,
  RatesValidation: ratesValidationMessages,
  RegisterForm: registerFormMessages,
  RegisterValidation: registerValidationMessages,
  ReservationForm: reservationFormMessages,
  ReservationSummary: reservationSummaryMessages,
  ReservationValidation: reservationValidationMessages,
  ResetPasswordForm: resetPasswordFormMessages,
  RoomCard: roomCardMessages,
  RoomLoadErrors: roomLoadErrorsMessages,
  RoomCarousel: roomCarouselMessages,
  RoomDetails: roomDetailsMessages,
  RoomFilter: roomFilterMessages,
  RoomForm: roomFormMessages,
  RoomGallery: roomGalleryMessages,
  RoomList: roomListMessages,
  RoomSearchForm: roomSearchFormMessages,
  RoomSearchResults: roomSearchResultsMessages,
  RoomTypeSelect: roomTypeSelectMessages,
  RoomValidation: roomValidationMessages,
  SearchValidation: searchValidationMessages,
  SectionStatus: sectionStatusMessages,
  ServerErrors: serverErrorsMessages,
  ServerNotices: serverNoticesMessages,
  ServicesList: servicesListMessages,
  Spinner: spinnerMessages,
  StayRulesCalendar: stayRulesCalendarMessages,
  VerifyOtpEmail: verifyOtpEmailMessages,
  VerifyOtpForm: verifyOtpFormMessages,
};
