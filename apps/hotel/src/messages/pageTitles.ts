/** Each screen's name in the document title ('Find My Booking · HavenHub'; the kit's PageShell adds the brand). */
export const pageTitles = {
  home: 'Home',
  browseAllRooms: 'Browse All Rooms',
  bookRoom: 'Book Room',
  bookingSuccess: 'Booking Success',
  findBooking: 'Find My Booking',
  logout: 'Logout',
  login: 'Login',
  register: 'Register',
  verifyOtp: 'Verify OTP',
  profile: 'Profile',
  admin: 'Admin Panel',
  existingRooms: 'Manage Rooms',
  addRoom: 'Add Room',
  editRoom: 'Edit Room',
  existingBookings: 'Manage Bookings',
  notFound: 'Page Not Found',
} as const;
