import { Type, type Static, type TSchema } from 'typebox';
import { Count, DateTime, Email, Id } from '../../schemas/common.js';
import { MAX_ERROR_LENGTH } from './mail.outbox.js';

export const MAIL_PAGE_SIZE_MAX = 100;
const MAIL_PAGE_MAX = 100_000;

export const MailIdParams = Type.Object({ mailId: Id });

export const MailListQuery = Type.Object(
  {
    status: Type.Literal('failed', { description: 'Which mails: `failed` (given up after their last try).' }),
    page: Type.Integer({ format: 'int32', minimum: 0, maximum: MAIL_PAGE_MAX, default: 0, description: 'Page number, from 0.' }),
    size: Type.Integer({ format: 'int32', minimum: 1, maximum: MAIL_PAGE_SIZE_MAX, default: 20, description: 'Mails per page.' }),
  },
  { additionalProperties: false },
);
export type MailListQuery = Static<typeof MailListQuery>;

/** A mail of the outbox as the admin sees it: who, what and why it failed, never its content. */
export const OutboxMail = Type.Object(
  {
    id: Id,
    // `<uuid@domain>`: 36 + 3 characters and a domain of at most 253.
    messageId: Type.String({ maxLength: 300, pattern: '^<.+@.+>$', description: 'The `Message-ID` every try of this mail is sent with.' }),
    kind: Type.String({ maxLength: 32, pattern: '^[a-z_]+$', examples: ['booking_confirmation'] }),
    recipient: Email,
    subject: Type.String({ maxLength: 200 }),
    attempts: Count,
    lastError: Type.Union([Type.String({ maxLength: MAX_ERROR_LENGTH }), Type.Null()], { description: 'What the last try got back.' }),
    createdAt: DateTime,
    failedAt: Type.Union([DateTime, Type.Null()]),
  },
  { $id: 'OutboxMail', additionalProperties: false },
);
export type OutboxMail = Static<typeof OutboxMail>;

export const OutboxMailPage = Type.Object(
  {
    mails: Type.Array(Type.Ref('OutboxMail'), { maxItems: MAIL_PAGE_SIZE_MAX }),
    page: Type.Integer({ format: 'int32', minimum: 0, maximum: MAIL_PAGE_MAX }),
    size: Type.Integer({ format: 'int32', minimum: 1, maximum: MAIL_PAGE_SIZE_MAX }),
    total: Type.Integer({ ...Count, description: 'Mails with this status in all.' }),
  },
  { $id: 'OutboxMailPage', additionalProperties: false },
);
export type OutboxMailPage = { mails: OutboxMail[]; page: number; size: number; total: number };

export const mailComponentSchemas: TSchema[] = [OutboxMail, OutboxMailPage];
