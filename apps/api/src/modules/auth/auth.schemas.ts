import { Type, type Static, type TSchema } from 'typebox';
import { Email, Id, refTo } from '../../schemas/common.js';
import { HotelLanguage } from '../hotel/hotel.schemas.js';
import { MAX_PASSWORD_LENGTH } from './passwords.js';


export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
/** A token carries an email (254 characters at most) and the account's roles: well under 2 KB. */
const MAX_TOKEN_LENGTH = 2048;
/** The roles an account may hold (ROLE_USER, ROLE_ADMIN), with room for a few more. */
export const MAX_ROLES = 10;
export const RoleName = Type.String({ maxLength: 32, pattern: '^ROLE_[A-Z_]+$', examples: ['ROLE_USER'] });

/** An email as typed; the server trims and lower-cases it. */
const EmailInput = Type.String({ maxLength: MAX_EMAIL_LENGTH, description: 'Email address (case-insensitive).' });
const PasswordInput = Type.String({ maxLength: MAX_PASSWORD_LENGTH });
const OtpInput = Type.String({ pattern: '^[0-9]{6}$', maxLength: 6, description: 'The six digits of the mailed code.', examples: ['042917'] });

/**
 * The rules (first name, last name, email, password ≥ 6 characters) are checked by the server in
 * that order and answered with the spec's texts, so the schema only bounds the lengths.
 */
export const RegisterRequest = Type.Object(
  {
    firstName: Type.String({ maxLength: MAX_NAME_LENGTH, description: 'Non-blank.' }),
    lastName: Type.String({ maxLength: MAX_NAME_LENGTH, description: 'Non-blank.' }),
    email: Type.String({ maxLength: MAX_EMAIL_LENGTH, description: 'A valid email address.' }),
    password: Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'At least 6 characters.' }),
    preferredLanguage: Type.Optional(refTo(HotelLanguage)),
  },
  {
    $id: 'RegisterRequest',
    additionalProperties: false,
    description: "preferredLanguage: the account's language (its mails); without it, the request's Accept-Language, else the hotel's default.",
  },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

export const LoginRequest = Type.Object(
  { email: EmailInput, password: PasswordInput },
  { $id: 'LoginRequest', additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object(
  {
    id: Id,
    email: Email,
    token: Type.String({
      maxLength: MAX_TOKEN_LENGTH,
      pattern: '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$',
      description: 'HS256 JWT: sub = email, uid = id, roles; valid 1 hour.',
    }),
    type: Type.Literal('Bearer'),
    roles: Type.Array(RoleName, { maxItems: MAX_ROLES, examples: [['ROLE_USER']] }),
  },
  { $id: 'LoginResponse', additionalProperties: false },
);
export type LoginResponse = Static<typeof LoginResponse>;

export const VerifyOtpRequest = Type.Object(
  {
    email: EmailInput,
    otp: OtpInput,
  },
  { $id: 'VerifyOtpRequest', additionalProperties: false },
);
export type VerifyOtpRequest = Static<typeof VerifyOtpRequest>;

export const ResendOtpRequest = Type.Object({ email: EmailInput }, { $id: 'ResendOtpRequest', additionalProperties: false });
export type ResendOtpRequest = Static<typeof ResendOtpRequest>;

const NewPasswordInput = Type.String({ maxLength: MAX_PASSWORD_LENGTH, description: 'At least 6 characters (the registration rule).' });

export const ForgotPasswordRequest = Type.Object({ email: EmailInput }, { $id: 'ForgotPasswordRequest', additionalProperties: false });
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = Type.Object(
  { email: EmailInput, code: OtpInput, newPassword: NewPasswordInput },
  { $id: 'ResetPasswordRequest', additionalProperties: false },
);
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

export const ChangePasswordRequest = Type.Object(
  { currentPassword: PasswordInput, newPassword: NewPasswordInput },
  { $id: 'ChangePasswordRequest', additionalProperties: false },
);
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

export const authComponentSchemas: TSchema[] = [
  RegisterRequest,
  LoginRequest,
  LoginResponse,
  VerifyOtpRequest,
  ResendOtpRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
  ChangePasswordRequest,
];
