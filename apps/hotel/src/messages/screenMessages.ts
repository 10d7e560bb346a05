/**
 * Texts of the few screen parts the app composes itself from kit primitives, because the kit has no section for
 * them (yet). Each group names the section it stands in for; when that section lands in @hotel/ui these texts
 * move into its messages and the group goes away.
 */
export const screenMessages = {
  /** Admin routes for a logged-in user without ROLE_ADMIN (the original had no guard at all). */
  adminOnly: {
    title: 'Administrators only',
    body: 'This page is for hotel administrators. Log in with an administrator account to use it.',
    home: 'Back to home',
  },
  /** /booking-success opened without a booking result (a bookmark, a reload of an old entry). */
  noBookingResult: {
    body: 'There is no booking result to show here.',
    home: 'Back to home',
  },
  /** /verify-otp without a known email (VerifyOtpForm needs one): ask for it first. */
  verifyOtpEmail: {
    heading: 'Verify OTP',
    intro: 'Enter the email address you registered with, then the code we sent to it.',
    emailLabel: 'Email',
    continue: 'Continue',
  },
} as const;
