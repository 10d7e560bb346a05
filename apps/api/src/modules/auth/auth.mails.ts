import type { Language } from '../../lib/language.js';
import type { OutgoingMail } from '../../lib/mailer.js';
import type { MailingHotel } from '../hotel/hotel.service.js';
import { OTP_VALIDITY_MINUTES } from './otp.js';

/** What an account mail says of the hotel: its name, which is also the sender's. */
export type AccountMailHotel = Pick<MailingHotel, 'name' | 'sender'>;

type AccountMailTexts = { subject: string; lines: string[] };
type Texts = (hotel: string, firstName: string, code: string) => AccountMailTexts;

/** The account mails' texts (plain text) in each language the hotel speaks. */
const TEXTS: Record<'otp' | 'alreadyRegistered' | 'passwordReset', Record<Language, Texts>> = {
  otp: {
    en: (hotel, firstName, code) => ({
      subject: `${hotel} - Verify Your Email`,
      lines: [
        `Your verification code is ${code}`,
        '',
        `Hello ${firstName},`,
        '',
        `Enter this code on the verification page to activate your ${hotel} account.`,
        `The code is valid for ${OTP_VALIDITY_MINUTES} minutes and can be used once.`,
        '',
        `If you did not create a ${hotel} account, you can ignore this email.`,
      ],
    }),
    de: (hotel, firstName, code) => ({
      subject: `${hotel} - Bestätigen Sie Ihre E-Mail-Adresse`,
      lines: [
        `Ihr Bestätigungscode lautet ${code}`,
        '',
        `Hallo ${firstName},`,
        '',
        `Geben Sie diesen Code auf der Bestätigungsseite ein, um Ihr Konto bei ${hotel} zu aktivieren.`,
        `Der Code ist ${OTP_VALIDITY_MINUTES} Minuten lang gültig und kann einmal verwendet werden.`,
        '',
        `Wenn Sie kein Konto bei ${hotel} angelegt haben, können Sie diese E-Mail ignorieren.`,
      ],
    }),
  },
  alreadyRegistered: {
    en: (hotel, firstName) => ({
      subject: `${hotel} - You already have an account`,
      lines: [
        `Hello ${firstName},`,
        '',
        `Someone (hopefully you) just tried to register a new ${hotel} account with this email address,`,
        'but you already have an account, so nothing was changed.',
        '',
        'You can log in with your existing password. If you have not verified your email yet,',
        'use "Resend OTP" on the verification page to get a new code.',
        '',
        'If this was not you, you can ignore this email.',
      ],
    }),
    de: (hotel, firstName) => ({
      subject: `${hotel} - Sie haben bereits ein Konto`,
      lines: [
        `Hallo ${firstName},`,
        '',
        `Jemand (hoffentlich Sie) hat eben versucht, mit dieser E-Mail-Adresse ein neues Konto bei ${hotel} anzulegen,`,
        'aber Sie haben bereits ein Konto, daher wurde nichts geändert.',
        '',
        'Sie können sich mit Ihrem bisherigen Passwort anmelden. Falls Sie Ihre E-Mail-Adresse noch nicht bestätigt haben,',
        'fordern Sie auf der Bestätigungsseite einen neuen Code an.',
        '',
        'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren.',
      ],
    }),
  },
  passwordReset: {
    en: (hotel, firstName, code) => ({
      subject: `${hotel} - Reset Your Password`,
      lines: [
        `Your password reset code is ${code}`,
        '',
        `Hello ${firstName},`,
        '',
        'Enter this code on the password reset page, together with your new password.',
        `The code is valid for ${OTP_VALIDITY_MINUTES} minutes and can be used once.`,
        'Resetting your password logs you out on every device.',
        '',
        'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
      ],
    }),
    de: (hotel, firstName, code) => ({
      subject: `${hotel} - Passwort zurücksetzen`,
      lines: [
        `Ihr Code zum Zurücksetzen des Passworts lautet ${code}`,
        '',
        `Hallo ${firstName},`,
        '',
        'Geben Sie diesen Code zusammen mit Ihrem neuen Passwort auf der Seite zum Zurücksetzen des Passworts ein.',
        `Der Code ist ${OTP_VALIDITY_MINUTES} Minuten lang gültig und kann einmal verwendet werden.`,
        'Nach dem Zurücksetzen sind Sie auf allen Geräten abgemeldet.',
        '',
        'Wenn Sie das Zurücksetzen nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
      ],
    }),
  },
};

/** One account mail to `to`, in `language`. */
function accountMail(kind: keyof typeof TEXTS, hotel: AccountMailHotel, to: string, language: Language, firstName: string, code = ''): OutgoingMail {
  const { subject, lines } = TEXTS[kind][language](hotel.name, firstName, code);
  return { from: hotel.sender, to, subject, text: lines.join('\n') };
}

/** A recipient of an account mail: the address, the name it greets and the language it speaks. */
export type AccountMailRecipient = { email: string; firstName: string; language: Language };

export const otpMail = (hotel: AccountMailHotel, to: AccountMailRecipient, code: string) => accountMail('otp', hotel, to.email, to.language, to.firstName, code);
export const alreadyRegisteredMail = (hotel: AccountMailHotel, to: AccountMailRecipient) =>
  accountMail('alreadyRegistered', hotel, to.email, to.language, to.firstName);
export const passwordResetMail = (hotel: AccountMailHotel, to: AccountMailRecipient, code: string) =>
  accountMail('passwordReset', hotel, to.email, to.language, to.firstName, code);
