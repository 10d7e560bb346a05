/**
 * Each screen's name in the document title ('Find My Booking · HavenHub'; PageShell's `documentTitle` adds the brand),
 * for the screens a guest opens and the room forms. The admin screens' names are the AdminPageTitles group, so that a
 * page showing only these does not carry those.
 */
export type PageTitlesMessages = {
  home: string;
  browseAllRooms: string;
  bookRoom: string;
  bookingSuccess: string;
  findBooking: string;
  logout: string;
  login: string;
  forgotPassword: string;
  resetPassword: string;
  register: string;
  verifyOtp: string;
  profile: string;
  addRoom: string;
  editRoom: string;
  notFound: string;
};

export const pageTitlesMessages: PageTitlesMessages = {
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
};

declare module './allMessages' {
  interface AllMessages {
    PageTitles: PageTitlesMessages;
  }
}
