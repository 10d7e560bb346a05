import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { sectionStatusMessages } from '@hotel/ui';
import { reloadPage } from '../async/moduleLoad';
import { KitProvider } from './KitProvider';
import { routes } from './router';

// Every screen's code fails to load, as when the server is down or a new deployment removed the old files.
const { failedFetch } = vi.hoisted(() => ({
  failedFetch: () => {
    throw new TypeError('Failed to fetch dynamically imported module: http://hotel.test/assets/Route-old.js');
  },
}));
vi.mock('../routes/BrowseAllRoomsRoute', failedFetch);
vi.mock('../routes/BookingSuccessRoute', failedFetch);
vi.mock('../routes/FindMyBookingRoute', failedFetch);
vi.mock('../routes/LogoutRoute', failedFetch);
vi.mock('../routes/LoginRoute', failedFetch);
vi.mock('../routes/ForgotPasswordRoute', failedFetch);
vi.mock('../routes/ResetPasswordRoute', failedFetch);
vi.mock('../routes/RegisterRoute', failedFetch);
vi.mock('../routes/VerifyOtpRoute', failedFetch);
vi.mock('../routes/BookRoomRoute', failedFetch);
vi.mock('../routes/ProfileRoute', failedFetch);
vi.mock('../routes/AdminPanelRoute', failedFetch);
vi.mock('../routes/ExistingRoomsRoute', failedFetch);
vi.mock('../routes/AddRoomRoute', failedFetch);
vi.mock('../routes/EditRoomRoute', failedFetch);
vi.mock('../routes/RoomRatesRoute', failedFetch);
vi.mock('../routes/FailedMailRoute', failedFetch);
vi.mock('../routes/OccupancyRoute', failedFetch);
vi.mock('../routes/AuditLogRoute', failedFetch);
vi.mock('../routes/CalendarSyncRoute', failedFetch);
vi.mock('../routes/HotelProfileRoute', failedFetch);
vi.mock('../routes/ExistingBookingsRoute', failedFetch);
vi.mock('../async/moduleLoad', async (importOriginal) => ({ ...(await importOriginal<object>()), reloadPage: vi.fn() }));

const leaves = (route: RouteObject): RouteObject[] => (route.children ? route.children.flatMap(leaves) : [route]);
const lazyPaths = routes
  .flatMap(leaves)
  .filter((route) => route.lazy)
  .map((route) => (route.path ?? '').replace(':roomId', '7'));

describe('a screen whose code cannot be loaded', () => {
  it('covers every screen loaded on demand', () => {
    expect(lazyPaths).toHaveLength(23);
  });

  it.each(lazyPaths)('%s: says so in the guest’s words and offers Retry, which loads the page again', async (path) => {
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    render(
      <KitProvider>
        <RouterProvider router={router} />
      </KitProvider>,
    );
    const alert = (await screen.findByText(sectionStatusMessages.unreachable)).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('The failure is not in an alert.');
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
    // Inside the page frame: the navigation bar is still there.
    expect(screen.getByRole('navigation')).toBeTruthy();
    vi.mocked(reloadPage).mockClear();
    fireEvent.click(within(alert).getByRole('button', { name: sectionStatusMessages.retry }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
