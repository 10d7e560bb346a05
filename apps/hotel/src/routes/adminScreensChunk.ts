// The admin screens (the Reports among them), one chunk for the router's `lazy`, each with its loader and its route handle (title and
// layout): every chunk costs the home page's first JavaScript its file name in the preload list, every title its
// text, and guests never open these. Add Room and Edit Room stay apart: a trial chunk holding them made Home's first
// JavaScript 2 KB larger.
import { adminPageTitle } from '../messages/adminPageTitles';
import { AdminPanelRoute, adminPanelLoader } from './AdminPanelRoute';
import { AuditLogRoute, auditLogLoader } from './AuditLogRoute';
import { CalendarSyncRoute, calendarSyncLoader } from './CalendarSyncRoute';
import { ExistingBookingsRoute, existingBookingsLoader } from './ExistingBookingsRoute';
import { ExistingRoomsRoute, existingRoomsLoader } from './ExistingRoomsRoute';
import { FailedMailRoute, failedMailLoader } from './FailedMailRoute';
import { HotelProfileRoute, hotelProfileLoader } from './HotelProfileRoute';
import { OccupancyRoute, occupancyLoader } from './OccupancyRoute';
import { ReportsRoute, reportsLoader } from './ReportsRoute';
import { RoomRatesRoute, roomRatesLoader } from './RoomRatesRoute';

/** What the router's `lazy` of each admin screen resolves to. */
export const adminScreens = {
  admin: { Component: AdminPanelRoute, loader: adminPanelLoader, handle: { title: adminPageTitle('admin') } },
  existingRooms: { Component: ExistingRoomsRoute, loader: existingRoomsLoader, handle: { title: adminPageTitle('existingRooms'), layout: 'wide' } },
  roomRates: { Component: RoomRatesRoute, loader: roomRatesLoader, handle: { title: adminPageTitle('roomRates'), layout: 'wide' } },
  existingBookings: { Component: ExistingBookingsRoute, loader: existingBookingsLoader, handle: { title: adminPageTitle('existingBookings'), layout: 'wide' } },
  failedMail: { Component: FailedMailRoute, loader: failedMailLoader, handle: { title: adminPageTitle('failedMail'), layout: 'wide' } },
  occupancy: { Component: OccupancyRoute, loader: occupancyLoader, handle: { title: adminPageTitle('occupancy'), layout: 'wide' } },
  auditLog: { Component: AuditLogRoute, loader: auditLogLoader, handle: { title: adminPageTitle('auditLog'), layout: 'wide' } },
  hotelProfile: { Component: HotelProfileRoute, loader: hotelProfileLoader, handle: { title: adminPageTitle('hotelProfile') } },
  reports: { Component: ReportsRoute, loader: reportsLoader, handle: { title: adminPageTitle('reports'), layout: 'wide' } },
  calendarSync: { Component: CalendarSyncRoute, loader: calendarSyncLoader, handle: { title: adminPageTitle('calendarSync'), layout: 'wide' } },
} as const;

export type AdminScreenName = keyof typeof adminScreens;
