import type { TSchema } from 'typebox';
import { authComponentSchemas } from '../modules/auth/auth.schemas.js';
import { bookingComponentSchemas } from '../modules/bookings/bookings.schemas.js';
import { rateComponentSchemas } from '../modules/rates/rates.schemas.js';
import { roomComponentSchemas } from '../modules/rooms/rooms.schemas.js';
import { mailComponentSchemas } from '../modules/mail/mail.schemas.js';
import { userComponentSchemas } from '../modules/users/users.schemas.js';
import { ErrorResponse, MessageResponse } from './common.js';

/**
 * Every named schema (`$id`) of the API, added once at the root so routes can `Type.Ref('Name')`
 * them and the OpenAPI document lists them under components (the client's type names).
 * Each domain appends its own list here.
 */
export const componentSchemas: TSchema[] = [ErrorResponse, MessageResponse, ...bookingComponentSchemas, ...roomComponentSchemas, ...rateComponentSchemas, ...authComponentSchemas, ...userComponentSchemas, ...mailComponentSchemas];
