import { Type, type Static, type TSchema } from 'typebox';
import { Email, Id, refTo } from '../../schemas/common.js';
import { HotelLanguage } from '../hotel/hotel.schemas.js';
import { MAX_NAME_LENGTH, MAX_ROLES, RoleName } from '../auth/auth.schemas.js';


export const Role = Type.Object(
  { id: Id, name: RoleName },
  { $id: 'Role', additionalProperties: false },
);
export type Role = Static<typeof Role>;

/** An account as the API shows it: never a password hash or a code. */
export const User = Type.Object(
  {
    id: Id,
    email: Email,
    firstName: Type.String({ maxLength: MAX_NAME_LENGTH }),
    lastName: Type.String({ maxLength: MAX_NAME_LENGTH }),
    roles: Type.Array(Type.Ref('Role'), { maxItems: MAX_ROLES }),
    // A pattern, not HotelLanguage's literals: the client generator cannot read a nullable reference or enum.
    preferredLanguage: Type.Union([Type.String({ minLength: 2, maxLength: 2, pattern: '^(en|de)$' }), Type.Null()]),
  },
  {
    $id: 'User',
    additionalProperties: false,
    description: "preferredLanguage: the account's language (its mails, the app's first choice); null until chosen (the hotel's default applies).",
  },
);
export type User = { id: number; email: string; firstName: string; lastName: string; roles: Role[]; preferredLanguage: 'en' | 'de' | null };

/** What an account's owner (or an admin) may change of it here. */
export const UserUpdate = Type.Object(
  { preferredLanguage: refTo(HotelLanguage) },
  { $id: 'UserUpdate', additionalProperties: false, description: "preferredLanguage: `en` or `de` (400 VALIDATION_FAILED for another)." },
);
export type UserUpdate = Static<typeof UserUpdate>;

/** A user as the client names it: the email (the token's `sub`, the client's stored userId) or the numeric id. */
export const UserRefParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 254, description: "The user's email or numeric id.", examples: ['guest@example.com'] }),
});

export const userComponentSchemas: TSchema[] = [Role, User, UserUpdate];
