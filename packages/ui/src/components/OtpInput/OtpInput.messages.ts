import type { Message } from '../../messages/Message';

export type OtpInputMessages = {
  /** The group's legend. */
  legend: Message;
  /** Accessible name of each box. */
  digitLabel: Message<{ index: number; count: number }>;
};

export const otpInputMessages: OtpInputMessages = {
  legend: 'Verification code',
  digitLabel: 'Digit {index} of {count}',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    OtpInput: OtpInputMessages;
  }
}
