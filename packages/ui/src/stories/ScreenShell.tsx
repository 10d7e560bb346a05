import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { formatMessage } from '../messages/Message';
import { Footer } from '../sections/Footer';
import { footerMessages } from '../sections/Footer/Footer.messages';
import { NavBar, type NavBarHrefs } from '../sections/NavBar';
import { PageShell } from '../templates/PageShell';
import { hotelName, storyMessages } from './storyMessages';

/** The app's routes, as the app passes them: the kit itself knows no URL. */
export const storyHrefs = {
  home: '/',
  browseAllRooms: '/browse-all-rooms',
  bookRoom: (roomId: number) => `/book-room/${roomId}`,
  findBooking: '/find-booking',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  profile: '/profile',
  logout: '/logout',
  admin: '/admin',
  existingRooms: '/existing-rooms',
  existingBookings: '/existing-bookings',
  failedMail: '/failed-mail',
  occupancy: '/admin/occupancy',
  auditLog: '/admin/audit',
  reports: '/admin/reports',
  hotelProfile: '/admin/hotel',
  calendarSync: (roomId: number) => `/calendar-sync/${roomId}`,
  addRoom: '/add-room',
  editRoom: (roomId: number) => `/edit-room/${roomId}`,
  roomRates: (roomId: number) => `/room-rates/${roomId}`,
} satisfies NavBarHrefs & Record<string, unknown>;

export const STORY_YEAR = 2026;

export type ScreenShellProps = {
  /** The route the screen is at, marked current in the NavBar. */
  currentHref?: string;
  isLoggedIn?: boolean;
  isAdmin?: boolean;
  width?: 'normal' | 'wide';
  children: ReactNode;
};

/** A whole screen as the app assembles it: the kit's PageShell with the real NavBar and Footer around the sections. */
export function ScreenShell({ currentHref, isLoggedIn = false, isAdmin = false, width, children }: ScreenShellProps) {
  return (
    <PageShell
      width={width}
      header={
        <NavBar
          isLoggedIn={isLoggedIn || isAdmin}
          showAdminLink={isAdmin}
          currentHref={currentHref}
          hrefs={storyHrefs}
          onLogout={() => undefined}
        />
      }
      footer={<Footer year={STORY_YEAR} />}
    >
      {children}
    </PageShell>
  );
}

/**
 * Checks the frame every screen shares, in the story's brand: the header with the hotel's name, one main, the footer;
 * and, given the screen's title, that main shows it as its visible h1.
 */
export async function expectScreenFrame(canvasElement: HTMLElement, globals: Record<string, unknown>, title?: string) {
  const canvas = within(canvasElement);
  await expect(within(canvas.getByRole('banner')).getByRole('link', { name: hotelName(globals) })).toHaveAttribute(
    'href',
    storyHrefs.home,
  );
  await expect(canvas.getByRole('main')).toBeInTheDocument();
  const copyright = storyMessages(globals, 'Footer', footerMessages).copyright;
  await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
    formatMessage(copyright, { year: STORY_YEAR, brand: hotelName(globals) }),
  );
  const main = within(canvas.getByRole('main'));
  if (title !== undefined) await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return main;
}
