// @hotel/ui public API: explicit named exports only. Add your component's line in its layer's block.

// Provider, formatting, links
export { HotelUiProvider, type HotelUiProviderProps } from './provider/HotelUiProvider';
export { useFormat } from './provider/useFormat';
export { useFormatMoney } from './provider/useFormatMoney';
export { LinkContext, type LinkComponent, type LinkComponentProps } from './provider/LinkContext';

// Theme
export { createTheme, variableName, type CreatedTheme, type CssVariables, type HotelTheme } from './theme/createTheme';
export { ThemeVariables, type ThemeVariablesProps } from './theme/ThemeVariables';
export { designTokens, designTokensCss, type DesignToken, type DesignTokenFile, type TokenFileScheme } from './theme/designTokens';
export {
  baseTokens,
  colorSchemes,
  spaceSteps,
  type BrandFonts,
  type BrandFontSizes,
  type BrandPalette,
  type BrandRadii,
  type BrandShadows,
  type BrandTokens,
  type ColorScheme,
  type FontSizeStep,
  type SpaceStep,
} from './theme/tokens';

// Messages
export { formatMessage, type Message, type MessageParams } from './messages/Message';
export { MessagesContext } from './messages/MessagesContext';
export { useMessages } from './messages/useMessages';
export { serverErrorsMessages, type ServerErrorsMessages } from './messages/serverErrors.messages';
export { serverNoticesMessages, type ServerNoticesMessages } from './messages/serverNotices.messages';
export { roomLoadErrorsMessages, type RoomLoadErrorsMessages } from './messages/roomLoadErrors.messages';
export { adminServerErrorsMessages, type AdminServerErrorsMessages } from './messages/adminServerErrors.messages';
export { adminErrorsMessages, type AdminErrorsMessages } from './messages/adminErrors.messages';
export { adminNoticesMessages, type AdminNoticesMessages } from './messages/adminNotices.messages';
export {
  adminOnlyMessages,
  noBookingResultMessages,
  verifyOtpEmailMessages,
  type AdminOnlyMessages,
  type NoBookingResultMessages,
  type VerifyOtpEmailMessages,
} from './messages/appScreens.messages';
export { pageTitlesMessages, type PageTitlesMessages } from './messages/pageTitles.messages';
export { adminPageTitlesMessages, type AdminPageTitlesMessages } from './messages/adminPageTitles.messages';
export { mergeMessagesPacks, resolveMessages } from './messages/resolveMessages';
export type { AllMessages, MessageGroupName, MessagesPack } from './messages/allMessages';

// Brands
export { defineBrand, type Brand } from './brands/defineBrand';
export { brandMessages, type BrandMessages } from './brands/brand.messages';
export { defaultBrand } from './brands/default';
export { defaultTokens } from './brands/default/tokens';
export { seasideBrand } from './brands/seaside';
export { seasideTokens } from './brands/seaside/tokens';

// Locales: a language with its date and number formats
export {
  defineLocale,
  localeDirection,
  type CompleteMessages,
  type LocaleMessages,
  type LocalePack,
  type TextDirection,
} from './locales/defineLocale';
export { en } from './locales/en';
export { de, deBase } from './locales/de';
export { englishMessages } from './catalogue/englishMessages';
export { accentAndLengthen, mirror, pseudo, pseudoRtl, PSEUDO_GROWTH, transformMessages } from './catalogue/pseudo';

// View models
export type {
  AuditChangeView,
  AuditEntryView,
  AuditFilterView,
  BookingStatus,
  BookingView,
  CalendarImportDraft,
  CalendarImportView,
  FailedMailView,
  GalleryChangeFailure,
  HotelProfileView,
  LoadStatus,
  OccupancyClosureView,
  OccupancyConflictView,
  OccupancyReportView,
  OccupancyRoomView,
  OccupancyStayView,
  PhotoUploadFailure,
  PhotoUploadView,
  PricedNightView,
  ReportFiguresView,
  ReportGrouping,
  ReportPeriodView,
  ReportQueryView,
  ReservationView,
  RoomPhotoView,
  RoomView,
  StayPriceView,
  UserView,
} from './types/views';

// Logic (pure functions)
export { parseIsoDate, toIsoDate, type IsoDate, type IsoDateRange } from './logic/dates';
export { addDays, isCalendarDate, nightsBetween } from '@hotel/booking-rules';
export {
  createFormatter,
  datePatterns,
  type DatePatterns,
  type DateStyle,
  type FormatOptions,
  type Formatter,
} from './logic/format';
export { createMoneyFormatter, type MoneyFormatOptions } from './logic/formatMoney';
export { pageCount, paginate, type Page } from './logic/pagination';
export { totalPrice } from './logic/price';
export { roomAmenities, roomBedTypes, type RoomAmenity, type RoomBedType } from './logic/amenities';
export { paragraphs } from './logic/roomText';
export type { ClosedNights, MinimumStay, StayDates } from './logic/bookedNights';
export { filterBookingsByDateRange, type DatedBooking } from './logic/bookingFilter';
export { distinctRoomTypes, filterRoomsByType, isSameRoomType } from './logic/roomFilter';
export {
  clampRangeDays,
  daysStartingToday,
  daysUpToToday,
  MAX_RANGE_DAYS,
  staticDateRanges,
  staticRangeKeys,
  type StaticRange,
  type StaticRangeKey,
  type WeekStart,
} from './logic/dateRanges';
export { errorsByField, type FieldError } from './logic/validation/fieldErrors';
export {
  searchValidationMessages,
  validateSearch,
  type SearchField,
  type SearchValidationMessages,
  type SearchValues,
} from './logic/validation/searchValidation';
export { guestProblems, MIN_ADULTS, MIN_CHILDREN, type GuestProblem } from '@hotel/booking-rules';
export {
  reservationValidationMessages,
  validateReservation,
  validateReservationTotal,
  type ReservationField,
  type ReservationValidationMessages,
  type ReservationValues,
} from './logic/validation/reservationValidation';
export {
  MIN_PASSWORD_LENGTH,
  registerValidationMessages,
  validateRegister,
  type RegisterField,
  type RegisterValidationMessages,
  type RegisterValues,
} from './logic/validation/registerValidation';
export {
  passwordValidationMessages,
  validateChangePassword,
  validateResetPassword,
  type ChangePasswordValues,
  type PasswordValidationMessages,
  type ResetPasswordValues,
} from './logic/validation/passwordValidation';
export {
  hotelProfileValidationMessages,
  normalizeHotelProfile,
  validateHotelProfile,
  type HotelProfileField,
  type HotelProfileValidationMessages,
} from './logic/validation/hotelProfileValidation';
export {
  missingAltTexts,
  normalizeEditedRoomPrice,
  normalizeRoomPrice,
  PHOTO_ALT_MAX_LENGTH,
  ROOM_DESCRIPTION_MAX_LENGTH,
  ROOM_GALLERY_MAX_PHOTOS,
  ROOM_SIZE_MAX,
  roomValidationMessages,
  validateAddRoom,
  validateEditRoom,
  type RoomField,
  type RoomFormValues,
  type RoomValidationMessages,
} from './logic/validation/roomValidation';
export {
  emptyRatesDraft,
  fromRatesDraft,
  ratesFieldOf,
  ratesValidationMessages,
  toRatesDraft,
  validateRatesDraft,
  type ClosureDraft,
  type RatesDraft,
  type RatesDraftError,
  type RatesField,
  type RatesValidationMessages,
  type SeasonDraft,
} from './logic/validation/ratesValidation';

// Primitives
export { Alert, alertMessages, type AlertMessages, type AlertProps, type AlertTone } from './primitives/Alert';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './primitives/Button';
export { Card, type CardProps } from './primitives/Card';
export { DescriptionList, type DescriptionListProps } from './primitives/DescriptionList';
export { type FieldBaseProps } from './primitives/Field';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './primitives/Heading';
export { Link, type LinkProps, type LinkVariant } from './primitives/Link';
export { NumberField, type NumberFieldProps } from './primitives/NumberField';
export { SelectField, type SelectFieldProps, type SelectOption } from './primitives/SelectField';
export { Spinner, spinnerMessages, type SpinnerMessages, type SpinnerProps, type SpinnerSize } from './primitives/Spinner';
export { Stack, type StackProps } from './primitives/Stack';
export {
  Table,
  TableBody,
  TableCell,
  TableEmptyRow,
  TableHead,
  TableHeaderCell,
  TableRow,
  type CellAlign,
  type TableCellProps,
  type TableEmptyRowProps,
  type TableHeaderCellProps,
  type TableProps,
  type TableRowProps,
  type TableSectionProps,
} from './primitives/Table';
export { TextField, type TextFieldProps, type TextFieldType } from './primitives/TextField';
export { VisuallyHidden, type VisuallyHiddenProps } from './primitives/VisuallyHidden';

// Components
export {
  AvailabilityCalendar,
  availabilityCalendarMessages,
  AvailabilityCalendarPlaceholder,
  type AvailabilityCalendarMessages,
  type AvailabilityCalendarPlaceholderProps,
  type AvailabilityCalendarProps,
  stayRulesCalendarMessages,
  type StayRulesCalendarMessages,
} from './components/AvailabilityCalendar';
export {
  BookingDateRangeFilter,
  bookingDateRangeFilterMessages,
  type BookingDateRangeFilterMessages,
  type BookingDateRangeFilterProps,
} from './components/BookingDateRangeFilter';
export { dayPickerMessages, type DayPickerMessages } from './components/shared/dayPicker.messages';
export { OTP_LENGTH, OtpInput, otpInputMessages, type OtpInputMessages, type OtpInputProps } from './components/OtpInput';
export {
  ColorSchemeSwitch,
  colorSchemeSwitchMessages,
  type ColorSchemeSwitchMessages,
  type ColorSchemeSwitchProps,
} from './components/ColorSchemeSwitch';
export {
  NIGHTLY_PRICES_OPEN_RUNS,
  NightlyPrices,
  nightlyPricesMessages,
  type NightlyPricesMessages,
  type NightlyPricesProps,
} from './components/NightlyPrices';
export { Paginator, paginatorMessages, type PaginatorMessages, type PaginatorProps } from './components/Paginator';
export { RoomFilter, roomFilterMessages, type RoomFilterMessages, type RoomFilterProps } from './components/RoomFilter';
export {
  RoomTypeSelect,
  roomTypeSelectMessages,
  type RoomTypeSelectMessages,
  type RoomTypeSelectProps,
} from './components/RoomTypeSelect';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  DateField,
  dateFieldCalendarMessages,
  dateFieldMessages,
  type DateFieldCalendarMessages,
  type DateFieldMessages,
  type DateFieldProps,
} from './components/DateField';
export {
  BookingStatusBadge,
  bookingStatusBadgeMessages,
  type BookingStatusBadgeMessages,
  type BookingStatusBadgeProps,
} from './components/BookingStatusBadge';
export {
  AmenityIcon,
  AmenityList,
  amenitiesMessages,
  bedTypesMessages,
  type AmenitiesMessages,
  type AmenityListProps,
  type BedTypesMessages,
} from './components/AmenityList';
export { LoggedInBanner, loggedInBannerMessages, type LoggedInBannerMessages, type LoggedInBannerProps } from './components/LoggedInBanner';
export {
  RoomCard,
  roomCardMessages,
  roomPlaceholderImageUrl,
  type RoomCardMessages,
  type RoomCardProps,
  type RoomCardVariant,
} from './components/RoomCard';

// Sections
export { AdminPanel, adminPanelMessages, type AdminPanelMessages, type AdminPanelProps } from './sections/AdminPanel';
export {
  BookingHistoryTable,
  bookingHistoryTableMessages,
  type BookingHistoryTableMessages,
  type BookingHistoryTableProps,
} from './sections/BookingHistoryTable';
export {
  ExistingBookingsTable,
  existingBookingsTableMessages,
  type ExistingBookingsTableMessages,
  type ExistingBookingsTableProps,
} from './sections/ExistingBookingsTable';
export {
  FailedMailTable,
  failedMailTableMessages,
  type FailedMailTableMessages,
  type FailedMailTableProps,
} from './sections/FailedMailTable';
export { CalendarSyncPanel, calendarSyncPanelMessages, type CalendarSyncPanelMessages, type CalendarSyncPanelProps } from './sections/CalendarSyncPanel';
export { AuditLogTable, auditLogTableMessages, type AuditLogTableMessages, type AuditLogTableProps } from './sections/AuditLogTable';
export { OccupancyReport, occupancyReportMessages, type OccupancyReportMessages, type OccupancyReportProps } from './sections/OccupancyReport';
export {
  OccupancyTimeline,
  occupancyTimelineMessages,
  type OccupancyPeriod,
  type OccupancyTimelineMessages,
  type OccupancyTimelineProps,
} from './sections/OccupancyTimeline';
export {
  ExistingRoomsTable,
  existingRoomsTableMessages,
  type ExistingRoomsTableMessages,
  type ExistingRoomsTableProps,
} from './sections/ExistingRoomsTable';
export { Profile, profileMessages, type ProfileMessages, type ProfileProps } from './sections/Profile';
export { RatesEditor, ratesEditorMessages, type RatesEditorMessages, type RatesEditorProps } from './sections/RatesEditor';
export { RoomForm, roomFormMessages, type RoomFormMessages, type RoomFormMode, type RoomFormProps } from './sections/RoomForm';
export { BookingInfo, bookingInfoMessages, type BookingInfoMessages, type BookingInfoProps } from './sections/BookingInfo';
export {
  BookingResult,
  bookingResultMessages,
  type BookingOutcome,
  type BookingResultMessages,
  type BookingResultProps,
} from './sections/BookingResult';
export {
  FindBooking,
  findBookingMessages,
  type FindBookingMessages,
  type FindBookingProps,
  type FindBookingStatus,
} from './sections/FindBooking';
export {
  LoginForm,
  loginFormMessages,
  type LoginFormMessages,
  type LoginFormProps,
  type LoginReason,
  type LoginValues,
} from './sections/LoginForm';
export { RegisterForm, registerFormMessages, type RegisterFormMessages, type RegisterFormProps } from './sections/RegisterForm';
export {
  ForgotPasswordForm,
  forgotPasswordFormMessages,
  type ForgotPasswordFormMessages,
  type ForgotPasswordFormProps,
} from './sections/ForgotPasswordForm';
export {
  ResetPasswordForm,
  resetPasswordFormMessages,
  type ResetPasswordFormMessages,
  type ResetPasswordFormProps,
} from './sections/ResetPasswordForm';
export {
  HotelProfileForm,
  hotelProfileFormMessages,
  type HotelProfileFormMessages,
  type HotelProfileFormProps,
} from './sections/HotelProfileForm';
export { AccountSecurity, accountSecurityMessages, type AccountSecurityMessages, type AccountSecurityProps } from './sections/AccountSecurity';
export {
  ReservationForm,
  reservationFormMessages,
  type ReservationAvailability,
  type ReservationFormMessages,
  type ReservationFormProps,
} from './sections/ReservationForm';
export {
  ReservationSummary,
  reservationSummaryMessages,
  type ReservationSummaryMessages,
  type ReservationSummaryProps,
} from './sections/ReservationSummary';
export {
  GALLERY_SIZES,
  RoomDetails,
  roomDetailsMessages,
  type RoomDetailsMessages,
  type RoomDetailsProps,
} from './sections/RoomDetails';
export { RoomGallery, roomGalleryMessages, type RoomGalleryMessages, type RoomGalleryProps } from './sections/RoomGallery';
export {
  NavBar,
  navBarMessages,
  type NavBarHrefs,
  type NavBarMessages,
  type NavBarProps,
} from './sections/NavBar';
export { Footer, footerMessages, type FooterMessages, type FooterProps } from './sections/Footer';
export {
  isKitLanguage,
  kitLanguages,
  LanguageSwitch,
  languageSwitchMessages,
  type KitLanguage,
  type LanguageSwitchMessages,
  type LanguageSwitchProps,
} from './sections/LanguageSwitch';
export { HomeHero, homeHeroMessages, type HomeHeroMessages, type HomeHeroProps } from './sections/HomeHero';
export {
  RoomSearchForm,
  roomSearchFormMessages,
  type RoomSearchFormMessages,
  type RoomSearchFormProps,
  type RoomSearchValues,
} from './sections/RoomSearchForm';
export {
  RoomSearchResults,
  roomSearchResultsMessages,
  SEARCH_RESULTS_PAGE_SIZE,
  type RoomSearchResultsMessages,
  type RoomSearchResultsProps,
} from './sections/RoomSearchResults';
export {
  CAROUSEL_ROOMS_PER_SLIDE,
  RoomCarousel,
  roomCarouselMessages,
  type RoomCarouselMessages,
  type RoomCarouselProps,
} from './sections/RoomCarousel';
export { ROOM_LIST_PAGE_SIZE, RoomList, roomListMessages, type RoomListMessages, type RoomListProps } from './sections/RoomList';
export { ErrorPage, errorPageMessages, type ErrorPageMessages, type ErrorPageProps } from './sections/ErrorPage';
export { SectionStatus, sectionStatusMessages, type SectionStatusMessages, type SectionStatusProps } from './sections/SectionStatus';
export { ServicesList, servicesListMessages, type ServicesListMessages, type ServicesListProps } from './sections/ServicesList';
export { VerifyOtpForm, verifyOtpFormMessages, type VerifyOtpFormMessages, type VerifyOtpFormProps } from './sections/VerifyOtpForm';

// Templates
export { PageShell, pageShellMessages, type PageShellMessages, type PageShellProps } from './templates/PageShell';
export { SplitLayout, type SplitLayoutProps } from './templates/SplitLayout';
