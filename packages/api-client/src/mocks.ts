/** MSW handlers with realistic fake data for every call, generated from openapi.json (stories and app tests). */
export * from './generated/audit/audit.msw';
export * from './generated/auth/auth.msw';
export * from './generated/bookings/bookings.msw';
export * from './generated/calendar-sync/calendar-sync.msw';
export * from './generated/front-desk/front-desk.msw';
export * from './generated/hotel/hotel.msw';
export * from './generated/mail/mail.msw';
export * from './generated/rates/rates.msw';
export * from './generated/rooms/rooms.msw';
export * from './generated/system/system.msw';
export * from './generated/users/users.msw';
