import type { OutgoingMail } from '../../lib/mailer.js';
import type { MailingHotel } from '../hotel/hotel.service.js';
import { OTP_VALIDITY_MINUTES } from './otp.js';

/** What an account mail says of the hotel: its name, which is also the sender's. */
export type AccountMailHotel = Pick<MailingHotel, 'name' | 'sender'>;

/** The texts of the account mails (plain text). */
export function otpMail(hotel: AccountMailHotel, to: string, firstName: string, code: string): OutgoingMail {
  return {
    from: hotel.sender,
    to,
    subject: `${hotel.name} - Verify Your Email`,
    text: [
      `Your verification code is ${code}`,
      '',
      `Hello ${firstName},`,
      '',
      `Enter this code on the verification page to activate your ${hotel.name} account.`,
      `The code is valid for ${OTP_VALIDITY_MINUTES} minutes and can be used once.`,
      '',
      `If you did not create a ${hotel.name} account, you can ignore this email.`,
    ].join('\n'),
  };
}

export function alreadyRegisteredMail(hotel: AccountMailHotel, to: string, firstName: string): OutgoingMail {
  return {
    from: hotel.sender,
    to,
    subject: `${hotel.name} - You already have an account`,
    text: [
      `Hello ${firstName},`,
      '',
      `Someone (hopefully you) just tried to register a new ${hotel.name} account with this email address,`,
      'but you already have an account, so nothing was changed.',
      '',
      'You can log in with your existing password. If you have not verified your email yet,',
      'use "Resend OTP" on the verification page to get a new code.',
      '',
      'If this was not you, you can ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetMail(hotel: AccountMailHotel, to: string, firstName: string, code: string): OutgoingMail {
  return {
    from: hotel.sender,
    to,
    subject: `${hotel.name} - Reset Your Password`,
    text: [
      `Your password reset code is ${code}`,
      '',
      `Hello ${firstName},`,
      '',
      'Enter this code on the password reset page, together with your new password.',
      `The code is valid for ${OTP_VALIDITY_MINUTES} minutes and can be used once.`,
      'Resetting your password logs you out on every device.',
      '',
      'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
