import type { BrandMessages } from '../brands/brand.messages';
import type { AlertMessages } from '../primitives/Alert/Alert.messages';
import type { SpinnerMessages } from '../primitives/Spinner/Spinner.messages';
import type { BookingDateRangeFilterMessages } from '../components/BookingDateRangeFilter/BookingDateRangeFilter.messages';
import type { PaginatorMessages } from '../components/Paginator/Paginator.messages';
import type { RoomFilterMessages } from '../components/RoomFilter/RoomFilter.messages';
import type { RoomTypeSelectMessages } from '../components/RoomTypeSelect/RoomTypeSelect.messages';
import type { LoggedInBannerMessages } from '../components/LoggedInBanner/LoggedInBanner.messages';
import type { RoomCardMessages } from '../components/RoomCard/RoomCard.messages';
import type { AdminPanelMessages } from '../sections/AdminPanel/AdminPanel.messages';
import type { ExistingBookingsTableMessages } from '../sections/ExistingBookingsTable/ExistingBookingsTable.messages';
import type { ExistingRoomsTableMessages } from '../sections/ExistingRoomsTable/ExistingRoomsTable.messages';
import type { RoomFormMessages } from '../sections/RoomForm/RoomForm.messages';
import type { ErrorPageMessages } from '../sections/ErrorPage/ErrorPage.messages';
import type { FooterMessages } from '../sections/Footer/Footer.messages';
import type { HomeHeroMessages } from '../sections/HomeHero/HomeHero.messages';
import type { NavBarMessages } from '../sections/NavBar/NavBar.messages';
import type { RoomSearchFormMessages } from '../sections/RoomSearchForm/RoomSearchForm.messages';
import type { RoomCarouselMessages } from '../sections/RoomCarousel/RoomCarousel.messages';
import type { RoomListMessages } from '../sections/RoomList/RoomList.messages';
import type { RoomSearchResultsMessages } from '../sections/RoomSearchResults/RoomSearchResults.messages';
import type { ServicesListMessages } from '../sections/ServicesList/ServicesList.messages';
import type { RoomDetailsMessages } from '../sections/RoomDetails/RoomDetails.messages';
import type { ReservationFormMessages } from '../sections/ReservationForm/ReservationForm.messages';
import type { ReservationSummaryMessages } from '../sections/ReservationSummary/ReservationSummary.messages';
import type { BookingResultMessages } from '../sections/BookingResult/BookingResult.messages';
import type { BookingInfoMessages } from '../sections/BookingInfo/BookingInfo.messages';
import type { FindBookingMessages } from '../sections/FindBooking/FindBooking.messages';
import type { LoginFormMessages } from '../sections/LoginForm/LoginForm.messages';
import type { RegisterFormMessages } from '../sections/RegisterForm/RegisterForm.messages';
import type { OtpInputMessages } from '../components/OtpInput/OtpInput.messages';
import type { VerifyOtpFormMessages } from '../sections/VerifyOtpForm/VerifyOtpForm.messages';
import type { BookingHistoryTableMessages } from '../sections/BookingHistoryTable/BookingHistoryTable.messages';
import type { ProfileMessages } from '../sections/Profile/Profile.messages';
import type { PageShellMessages } from '../templates/PageShell/PageShell.messages';
import type { ReservationValidationMessages } from '../logic/validation/reservationValidation';
import type { RegisterValidationMessages } from '../logic/validation/registerValidation';
import type { RoomValidationMessages } from '../logic/validation/roomValidation';
import type { SearchValidationMessages } from '../logic/validation/searchValidation';

/**
 * Every message group of the kit, keyed by the name passed to `useMessages`.
 * Each component with chrome text adds exactly one line here (keep the groups sorted by name).
 */
export type AllMessages = {
  AdminPanel: AdminPanelMessages;
  Alert: AlertMessages;
  BookingHistoryTable: BookingHistoryTableMessages;
  BookingInfo: BookingInfoMessages;
  BookingResult: BookingResultMessages;
  BookingDateRangeFilter: BookingDateRangeFilterMessages;
  Brand: BrandMessages;
  ErrorPage: ErrorPageMessages;
  ExistingBookingsTable: ExistingBookingsTableMessages;
  ExistingRoomsTable: ExistingRoomsTableMessages;
  FindBooking: FindBookingMessages;
  Footer: FooterMessages;
  HomeHero: HomeHeroMessages;
  LoggedInBanner: LoggedInBannerMessages;
  LoginForm: LoginFormMessages;
  NavBar: NavBarMessages;
  OtpInput: OtpInputMessages;
  PageShell: PageShellMessages;
  Paginator: PaginatorMessages;
  Profile: ProfileMessages;
  RegisterForm: RegisterFormMessages;
  RegisterValidation: RegisterValidationMessages;
  ReservationForm: ReservationFormMessages;
  ReservationSummary: ReservationSummaryMessages;
  ReservationValidation: ReservationValidationMessages;
  RoomCard: RoomCardMessages;
  RoomCarousel: RoomCarouselMessages;
  RoomDetails: RoomDetailsMessages;
  RoomFilter: RoomFilterMessages;
  RoomForm: RoomFormMessages;
  RoomList: RoomListMessages;
  RoomSearchForm: RoomSearchFormMessages;
  RoomSearchResults: RoomSearchResultsMessages;
  RoomTypeSelect: RoomTypeSelectMessages;
  RoomValidation: RoomValidationMessages;
  SearchValidation: SearchValidationMessages;
  ServicesList: ServicesListMessages;
  Spinner: SpinnerMessages;
  VerifyOtpForm: VerifyOtpFormMessages;
};

export type MessageGroupName = keyof AllMessages;

/** A brand or locale pack: any group, any subset of its keys. Misspelled names fail type checking. */
export type MessagesPack = { [Name in MessageGroupName]?: Partial<AllMessages[Name]> };
