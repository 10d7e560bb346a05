import type { Message } from '../../messages/Message';

export type VerifyOtpFormMessages = {
  heading: Message;
  /** Where the code went. */
  sentTo: Message<{ email: string }>;
  verify: Message;
  resend: Message;
  /** Shown when Verify OTP is pressed before every box is filled. */
  incomplete: Message<{ count: number }>;
};

export const verifyOtpFormMessages: VerifyOtpFormMessages = {
  heading: 'Verify OTP',
  sentTo: 'Enter the code we sent to {email}.',
  verify: 'Verify OTP',
  resend: 'Resend OTP',
  incomplete: 'Please enter all {count} digits.',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    VerifyOtpForm: VerifyOtpFormMessages;
  }
}
