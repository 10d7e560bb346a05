import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { languageFromAcceptLanguage } from '../../lib/language.js';
import { sendNoStore } from '../../lib/no-store.js';
import { errorResponses, MessageResponse, refTo } from '../../schemas/common.js';
import { CHANGE_PASSWORD_LIMIT, createAuthLimits } from './auth.limits.js';
import {
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  changePassword,
  logOutEverywhere,
  requestPasswordReset,
  resetPassword,
} from './auth.recovery.js';
import {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResendOtpRequest,
  ResetPasswordRequest,
  VerifyOtpRequest,
} from './auth.schemas.js';
import {
  OTP_RESENT_MESSAGE,
  OTP_VERIFIED_MESSAGE,
  REGISTERED_MESSAGE,
  login,
  registerUser,
  resendOtp,
  validateRegistration,
  verifyOtp,
  type AuthDeps,
} from './auth.service.js';
import { mailingHotel } from '../hotel/hotel.service.js';
import { deriveOtpKey } from './otp.js';

const Message = refTo(MessageResponse);

/** Logs a route-level limit hit as an auth event (the key holds no email, but it is not logged either). */
const logLimit = (limit: string) => (request: FastifyRequest) =>
  request.log.warn({ event: 'auth.rate_limited', limit, url: request.url }, 'auth rate limit hit');

/** Routes of the auth domain (spec section 7), mounted at /api/auth. */
const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const otpKey = deriveOtpKey(fastify.config.jwtSecret);
  const limits = createAuthLimits(fastify);
  const deps = (request: FastifyRequest): AuthDeps => ({
    database: fastify.database,
    outbox: fastify.outbox,
    hotel: mailingHotel(fastify.hotel.current(), fastify.config),
    clock: fastify.clock,
    otpKey,
    log: request.log,
    language: languageFromAcceptLanguage(request.headers['accept-language']) ?? fastify.hotel.current().defaultLanguage,
  });

  fastify.addHook('onSend', sendNoStore);

  fastify.post(
    '/register-user',
    {
      schema: {
        tags: ['auth'],
        operationId: 'registerUser',
        summary: 'Register an account (ROLE_USER) and mail a 6-digit verification code',
        description:
          'Rules, in order: first name non-blank, last name non-blank, valid email, password ≥ 6 characters. ' +
          'An email that already has an account gets the same answer (its owner is told by mail; nothing changes).',
        body: refTo(RegisterRequest),
        response: { 201: Message, ...errorResponses(400) },
      },
      config: { rateLimit: { ...limits.register, onExceeded: logLimit('register-ip') } },
    },
    async (request, reply) => {
      const registration = validateRegistration(request.body);
      await limits.spendMailBudget(request, reply);
      await registerUser(deps(request), registration);
      return reply.code(201).send({ message: REGISTERED_MESSAGE });
    },
  );

  fastify.post(
    '/verify-otp',
    {
      schema: {
        tags: ['auth'],
        operationId: 'verifyOtp',
        summary: 'Verify the mailed code; the account can then log in',
        description:
          'Codes are valid 10 minutes, single use, and die after 5 wrong tries (then 429 OTP_ATTEMPTS_EXCEEDED: request a new one). ' +
          'Wrong, expired or unknown: 400 INVALID_OTP.',
        body: refTo(VerifyOtpRequest),
        response: { 200: Message, ...errorResponses(400) },
      },
      config: { rateLimit: { ...limits.otpRoute, onExceeded: logLimit('verify-otp-ip') } },
    },
    async (request) => {
      await verifyOtp(deps(request), request.body);
      return { message: OTP_VERIFIED_MESSAGE };
    },
  );

  fastify.post(
    '/resend-otp',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resendOtp',
        summary: 'Mail a new code (the previous one stops working)',
        description:
          'The same answer for every address; a code is only sent to an unverified account. ' +
          'At most 1 mail per minute, 5 per hour and 10 per day per address (429 with Retry-After).',
        body: refTo(ResendOtpRequest),
        response: { 200: Message, ...errorResponses(400) },
      },
      config: { rateLimit: { ...limits.otpRoute, onExceeded: logLimit('resend-otp-ip') } },
    },
    async (request, reply) => {
      await limits.spendMailBudget(request, reply);
      await resendOtp(deps(request), request.body);
      return { message: OTP_RESENT_MESSAGE };
    },
  );

  fastify.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Log in with email and password; answers a bearer token',
        description:
          '401 INVALID_CREDENTIALS for an unknown email or a wrong password alike; 403 EMAIL_NOT_VERIFIED only after a correct password. ' +
          'At most 10 attempts per 15 minutes per IP and email.',
        body: refTo(LoginRequest),
        response: { 200: refTo(LoginResponse), ...errorResponses(400, 401, 403) },
      },
      preHandler: limits.loginPerIp,
      config: { rateLimit: { ...limits.login, onExceeded: logLimit('login') } },
    },
    async (request) => login({ ...deps(request), issueToken: (user) => fastify.tokens.issue(user) }, request.body),
  );

  fastify.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        summary: 'Mail a 6-digit code to reset the password of this address',
        description:
          'The same answer, after the same work, for every address: a code is only mailed when the address has an account. ' +
          'A new code replaces the previous one; a sign-up code is left alone. ' +
          'Mails share the address budget of sign-up codes (1 per minute, 5 per hour, 10 per day; 429 with Retry-After).',
        body: refTo(ForgotPasswordRequest),
        response: { 200: Message, ...errorResponses(400) },
      },
      config: { rateLimit: { ...limits.otpRoute, onExceeded: logLimit('forgot-password-ip') } },
    },
    async (request, reply) => {
      await limits.spendMailBudget(request, reply);
      await requestPasswordReset(deps(request), request.body);
      return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
    },
  );

  fastify.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the mailed reset code; every session of the account ends',
        description:
          'Codes are valid 10 minutes, single use, and die after 5 wrong tries (429 OTP_ATTEMPTS_EXCEEDED). ' +
          'Wrong, expired, used or unknown: 400 INVALID_OTP. A weak new password: 400 VALIDATION_FAILED (the registration rule). ' +
          'Every token issued before is refused; the user logs in again with the new password.',
        body: refTo(ResetPasswordRequest),
        response: { 200: Message, ...errorResponses(400) },
      },
      config: { rateLimit: { ...limits.otpRoute, onExceeded: logLimit('reset-password-ip') } },
    },
    async (request) => {
      await resetPassword(deps(request), request.body);
      return { message: PASSWORD_RESET_MESSAGE };
    },
  );

  fastify.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: "Change the caller's password; every other session ends, this one gets a fresh token",
        description:
          'Wrong current password: 400 CURRENT_PASSWORD_INCORRECT. A weak new password: 400 VALIDATION_FAILED (the registration rule). ' +
          'Every token issued before (this one included) is refused from now on; the answer carries a new token for this device.',
        body: refTo(ChangePasswordRequest),
        response: { 200: refTo(LoginResponse), ...errorResponses(400) },
      },
      config: { access: 'user', rateLimit: { ...CHANGE_PASSWORD_LIMIT, onExceeded: logLimit('change-password') } },
    },
    async (request) =>
      changePassword({ ...deps(request), issueToken: (user) => fastify.tokens.issue(user) }, request.user!, request.body),
  );

  fastify.post(
    '/logout-all',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        operationId: 'logoutAll',
        summary: 'Log out of all devices: every token of the caller, this one included, is refused from now on',
        response: { 200: Message },
      },
    },
    async (request) => {
      await logOutEverywhere(deps(request), request.user!);
      return { message: LOGGED_OUT_EVERYWHERE_MESSAGE };
    },
  );
};

export default authRoutes;
