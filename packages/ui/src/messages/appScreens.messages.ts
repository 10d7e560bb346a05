/**
 * Texts of the few screen parts an app composes itself from the kit's primitives, because the kit has no section for
 * them: each group names the part it stands for. When such a section lands, its texts move into its own group.
 */

/** An admin screen opened by a logged-in user without the administrator role. */
export type AdminOnlyMessages = { title: string; body: string; home: string };

export const adminOnlyMessages: AdminOnlyMessages = {
  title: 'Administrators only',
  body: 'This page is for hotel administrators. Log in with an administrator account to use it.',
  home: 'Back to home',
};

/** The booking result's page opened without a booking (a bookmark, a reload of an old entry). */
export type NoBookingResultMessages = { body: string; home: string };

export const noBookingResultMessages: NoBookingResultMessages = {
  body: 'There is no booking result to show here.',
  home: 'Back to home',
};

/** The sign-up code's page without a known email: it asks for the address first. */
export type VerifyOtpEmailMessages = { heading: string; intro: string; emailLabel: string; continue: string };

export const verifyOtpEmailMessages: VerifyOtpEmailMessages = {
  heading: 'Verify OTP',
  intro: 'Enter the email address you registered with, then the code we sent to it.',
  emailLabel: 'Email',
  continue: 'Continue',
};

declare module './allMessages' {
  interface AllMessages {
    AdminOnly: AdminOnlyMessages;
    NoBookingResult: NoBookingResultMessages;
    VerifyOtpEmail: VerifyOtpEmailMessages;
  }
}
