import { data, type DataRouter, type RouteObject } from 'react-router-dom';
import { HomeRoute, homeLoader, homeShouldRevalidate } from '../routes/HomeRoute';
import { pageTitle, type PageTitle } from '../messages/pageTitles';
import { loginHref, sessionExpiredState } from '../mappers/navigationState';
import { subscribeToSession, subscribeToSessionExpiry } from '../session/session';
import { paths } from '../config/paths';
import type { AdminScreenName } from '../routes/adminScreensChunk';
import { markLoadFailure } from '../async/moduleLoad';
import { RootLayout, type RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';

const titled = (title: PageTitle, handle: RouteHandle = {}): RouteHandle => ({ ...handle, title });

/** An admin screen from the admin screens' chunk, with its loader and its handle (its title loads with it). */
const adminScreen = (name: AdminScreenName) => markLoadFailure(() => import('../routes/adminScreensChunk').then((m) => m.adminScreens[name]));

function notFoundLoader(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Never rendered (the loader throws to the error page); declared so the router has an element to match. */
function NotFound() {
  return null;
}

/**
 * Spec §2's routes. Loaders start each screen's reads as the navigation starts (no fetch-on-render waterfall) and
 * the router aborts them when the user moves on; screens render at once and show their own loading states.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Errors render inside the page frame; the outer element catches a failing frame itself.
    errorElement: <RouteError />,
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // The home page (with its loader) is in the first JavaScript, so its reads start at once; every other screen
          // is loaded on demand (route `lazy`), with the kit's parts only it uses (the date-range picker among them;
          // Browse's room list, which Home's search results load on demand too). A screen whose code cannot be fetched
          // shows RouteError's reload offer.
          { path: paths.home, handle: titled(pageTitle('home')), Component: HomeRoute, loader: homeLoader, shouldRevalidate: homeShouldRevalidate },
          { path: paths.browseAllRooms, handle: titled(pageTitle('browseAllRooms')), lazy: markLoadFailure(() => import('../routes/BrowseAllRoomsRoute').then((m) => ({ Component: m.BrowseAllRoomsRoute, loader: m.browseAllRoomsLoader }))) },
          { path: paths.bookingSuccess, handle: titled(pageTitle('bookingSuccess')), lazy: markLoadFailure(() => import('../routes/BookingSuccessRoute').then((m) => ({ Component: m.BookingSuccessRoute }))) },
          { path: paths.findBooking, handle: titled(pageTitle('findBooking')), lazy: markLoadFailure(() => import('../routes/FindMyBookingRoute').then((m) => ({ Component: m.FindMyBookingRoute }))) },
          { path: paths.logout, handle: titled(pageTitle('logout')), lazy: markLoadFailure(() => import('../routes/LogoutRoute').then((m) => ({ Component: m.LogoutRoute }))) },
          { path: paths.login, handle: titled(pageTitle('login')), lazy: markLoadFailure(() => import('../routes/LoginRoute').then((m) => ({ Component: m.LoginRoute }))) },
          { path: paths.forgotPassword, handle: titled(pageTitle('forgotPassword')), lazy: markLoadFailure(() => import('../routes/ForgotPasswordRoute').then((m) => ({ Component: m.ForgotPasswordRoute }))) },
          { path: paths.resetPassword, handle: titled(pageTitle('resetPassword')), lazy: markLoadFailure(() => import('../routes/ResetPasswordRoute').then((m) => ({ Component: m.ResetPasswordRoute }))) },
          { path: paths.register, handle: titled(pageTitle('register')), lazy: markLoadFailure(() => import('../routes/RegisterRoute').then((m) => ({ Component: m.RegisterRoute }))) },
          { path: paths.verifyOtp, handle: titled(pageTitle('verifyOtp')), lazy: markLoadFailure(() => import('../routes/VerifyOtpRoute').then((m) => ({ Component: m.VerifyOtpRoute }))) },
          // Guarded screens: their loaders send visitors to /login (or explain the admin-only page) first.
          { path: paths.bookRoom(':roomId'), handle: titled(pageTitle('bookRoom')), lazy: markLoadFailure(() => import('../routes/BookRoomRoute').then((m) => ({ Component: m.BookRoomRoute, loader: m.bookRoomLoader }))) },
          { path: paths.profile, handle: titled(pageTitle('profile')), lazy: markLoadFailure(() => import('../routes/ProfileRoute').then((m) => ({ Component: m.ProfileRoute, loader: m.profileLoader }))) },
          { path: paths.admin, lazy: adminScreen('admin') },
          { path: paths.existingRooms, lazy: adminScreen('existingRooms') },
          { path: paths.addRoom, handle: titled(pageTitle('addRoom')), lazy: markLoadFailure(() => import('../routes/AddRoomRoute').then((m) => ({ Component: m.AddRoomRoute, loader: m.addRoomLoader }))) },
          { path: paths.editRoom(':roomId'), handle: titled(pageTitle('editRoom')), lazy: markLoadFailure(() => import('../routes/EditRoomRoute').then((m) => ({ Component: m.EditRoomRoute, loader: m.editRoomLoader }))) },
          { path: paths.roomRates(':roomId'), lazy: adminScreen('roomRates') },
          { path: paths.failedMail, lazy: adminScreen('failedMail') },
          { path: paths.occupancy, lazy: adminScreen('occupancy') },
          { path: paths.auditLog, lazy: adminScreen('auditLog') },
          { path: paths.hotelProfile, lazy: adminScreen('hotelProfile') },
          { path: paths.reports, lazy: adminScreen('reports') },
          { path: paths.calendarSync(':roomId'), lazy: adminScreen('calendarSync') },
          { path: paths.existingBookings, lazy: adminScreen('existingBookings') },
          // Any other address: the error page, inside the frame.
          { path: '*', handle: titled(pageTitle('notFound')), loader: notFoundLoader, Component: NotFound },
        ],
      },
    ],
  },
];

/**
 * The guards run in loaders: a login or logout (in this tab or another) runs them again for the page on screen. A
 * session the server ended (a 401) goes to /login, saying so, and comes back to the page afterwards.
 */
export function followSession(router: Pick<DataRouter, 'revalidate' | 'navigate' | 'state'>): () => void {
  const stopRevalidating = subscribeToSession(() => void router.revalidate());
  const stopFollowingExpiry = subscribeToSessionExpiry(() => {
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    void router.navigate(loginHref(`${pathname}${search}`), { replace: true, state: sessionExpiredState });
  });
  return () => {
    stopRevalidating();
    stopFollowingExpiry();
  };
}
