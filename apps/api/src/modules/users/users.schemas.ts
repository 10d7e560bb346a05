import { Type, type Static, type TSchema } from 'typebox';
import { Email, Id } from '../../schemas/common.js';
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
  },
  { $id: 'User', additionalProperties: false },
);
export type User = { id: number; email: string; firstName: string; lastName: string; roles: Role[] };

/** A user as the client names it: the email (the token's `sub`, the client's stored userId) or the numeric id. */
export const UserRefParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 254, description: "The user's email or numeric id.", examples: ['guest@example.com'] }),
});

export const userComponentSchemas: TSchema[] = [Role, User];
