/** Every route of the app (spec §2), and builders for the ones with parameters. */
export const paths = {
  home: '/',
  browseAllRooms: '/browse-all-rooms',
  bookRoom: (roomId: number | string) => `/book-room/${roomId}`,
  bookingSuccess: '/booking-success',
  findBooking: '/find-booking',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  register: '/register',
  verifyOtp: '/verify-otp',
  profile: '/profile',
  logout: '/logout',
  admin: '/admin',
  existingRooms: '/existing-rooms',
  addRoom: '/add-room',
  editRoom: (roomId: number | string) => `/edit-room/${roomId}`,
  roomRates: (roomId: number | string) => `/room-rates/${roomId}`,
  existingBookings: '/existing-bookings',
  failedMail: '/failed-mail',
  occupancy: '/admin/occupancy',
  auditLog: '/admin/audit',
  hotelProfile: '/admin/hotel',
  reports: '/admin/reports',
  calendarSync: (roomId: number | string) => `/calendar-sync/${roomId}`,
} as const;

/** Find My Booking's query parameter: `/find-booking?code=…` looks that booking up at once (the API's booking mails link so). */
export const findBookingCodeParam = 'code';
