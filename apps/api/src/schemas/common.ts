import { Type, type Static, type TSchema } from 'typebox';
import { apiErrorCodes } from '../errors/catalog.js';

/** The longest error message: the longest is a closure's list of bookings, cut at MAX_LISTED_CODES codes. */
export const MAX_ERROR_MESSAGE_LENGTH = 1000;

export const ErrorResponse = Type.Object(
  {
    code: Type.Union(apiErrorCodes.map((code) => Type.Literal(code))),
    message: Type.String({ maxLength: MAX_ERROR_MESSAGE_LENGTH }),
    field: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'The part of the request body the error is about, as a path: `seasons/1/endDate`, `weekdayPrices/6`, `closures/0`.',
        examples: ['seasons/1/endDate'],
      }),
    ),
  },
  { $id: 'ErrorResponse', additionalProperties: false, description: 'Every error has this shape; `field` only when the error names one.' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const MessageResponse = Type.Object(
  { message: Type.String({ maxLength: 500 }) },
  { $id: 'MessageResponse', additionalProperties: false },
);

/** A moment, as an ISO 8601 string in UTC (`2027-05-14T09:30:00.000Z`). */
export const DateTime = Type.String({ format: 'date-time', maxLength: 30 });

/** A calendar date, `YYYY-MM-DD`. */
export const DateOnly = Type.String({ format: 'date', examples: ['2027-05-14'], maxLength: 10 });

/** Ids are positive 32-bit integers (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;
export const Id = Type.Integer({ format: 'int32', minimum: 1, maximum: MAX_ID });
/** A count or number of the API without a tighter bound of its own: a 32-bit integer, 0 or more. */
export const Count = Type.Integer({ format: 'int32', minimum: 0, maximum: MAX_ID });

/** An id written as text (`"15"`), when it is one: decimal digits, no sign, no leading zero, within range. */
export function parseId(text: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_ID ? id : undefined;
}
export const IdParams = Type.Object({ id: Id });

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });

/** Shared references to the error schema for route `response` maps. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, Type.Ref('ErrorResponse')]));

/** `Type.Ref` to a named schema (listed in components.ts) that keeps the schema's static type for handlers. */
export function refTo<T extends TSchema>(schema: T) {
  const id = (schema as { $id?: unknown }).$id;
  if (typeof id !== 'string') throw new Error('refTo needs a schema with an $id');
  return Type.Unsafe<Static<T>>(Type.Ref(id));
}

/** OpenAPI security requirement of the routes that need the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];
