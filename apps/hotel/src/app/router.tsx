import { createBrowserRouter, data, type RouteObject } from 'react-router-dom';
import { AddRoomRoute, addRoomLoader } from '../routes/AddRoomRoute';
import { AdminRoute } from '../routes/AdminRoute';
import { BookingSuccessRoute } from '../routes/BookingSuccessRoute';
import { BookRoomRoute, bookRoomLoader } from '../routes/BookRoomRoute';
import { BrowseRoomsRoute, browseRoomsLoader } from '../routes/BrowseRoomsRoute';
import { EditRoomRoute, editRoomLoader } from '../routes/EditRoomRoute';
import { ExistingBookingsRoute, existingBookingsLoader } from '../routes/ExistingBookingsRoute';
import { ExistingRoomsRoute, existingRoomsLoader } from '../routes/ExistingRoomsRoute';
import { FindBookingRoute, LogoutRoute } from '../routes/FindBookingRoute';
import { HomeRoute, homeLoader, homeShouldRevalidate } from '../routes/HomeRoute';
import { LoginRoute } from '../routes/LoginRoute';
import { ProfileRoute, profileLoader } from '../routes/ProfileRoute';
import { RegisterRoute } from '../routes/RegisterRoute';
import { VerifyOtpRoute } from '../routes/VerifyOtpRoute';
import { RequireAdmin, RequireAuth } from './guards';
import { paths } from './paths';
import { RootLayout, type RouteHandle } from './RootLayout';
import { RouteError } from './RouteError';

const wide: RouteHandle = { layout: 'wide' };

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
          { path: paths.home, Component: HomeRoute, loader: homeLoader, shouldRevalidate: homeShouldRevalidate },
          { path: paths.browseAllRooms, Component: BrowseRoomsRoute, loader: browseRoomsLoader },
          { path: paths.bookingSuccess, Component: BookingSuccessRoute },
          { path: paths.findBooking, Component: FindBookingRoute },
          { path: paths.logout, Component: LogoutRoute },
          { path: paths.login, Component: LoginRoute },
          { path: paths.register, Component: RegisterRoute },
          { path: paths.verifyOtp, Component: VerifyOtpRoute },
          {
            Component: RequireAuth,
            children: [
              { path: paths.bookRoom(':roomId'), Component: BookRoomRoute, loader: bookRoomLoader },
              { path: paths.profile, Component: ProfileRoute, loader: profileLoader },
            ],
          },
          {
            Component: RequireAdmin,
            children: [
              { path: paths.admin, Component: AdminRoute },
              { path: paths.existingRooms, Component: ExistingRoomsRoute, loader: existingRoomsLoader, handle: wide },
              { path: paths.addRoom, Component: AddRoomRoute, loader: addRoomLoader },
              { path: paths.editRoom(':roomId'), Component: EditRoomRoute, loader: editRoomLoader },
              { path: paths.existingBookings, Component: ExistingBookingsRoute, loader: existingBookingsLoader, handle: wide },
            ],
          },
          // Any other address: the error page, inside the frame.
          { path: '*', loader: notFoundLoader, Component: NotFound },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
