/**
 * Each screen's name in the document title ('Find My Booking · HavenHub'; the kit's PageShell adds the brand). It is
 * also the screen's name in code: its kit story `Screens/<title>` and its route module `<Title>Route.tsx`
 * (test/screenNames.test.ts). The admin screens' titles are in adminPageTitles.ts, with the screens' chunk.
 */
export const pageTitles = {
  home: 'Home',
  browseAllRooms: 'Browse All Rooms',
  bookRoom: 'Book Room',
  bookingSuccess: 'Booking Success',
  findBooking: 'Find My Booking',
  logout: 'Logout',
  login: 'Login',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  register: 'Register',
  verifyOtp: 'Verify OTP',
  profile: 'Profile',
  addRoom: 'Add Room',
  editRoom: 'Edit Room',
  notFound: 'Page Not Found',
} as const;
