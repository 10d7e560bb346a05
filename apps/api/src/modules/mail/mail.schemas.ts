import { Type, type Static, type TSchema } from 'typebox';
import { Id } from '../../schemas/common.js';

export const MAIL_PAGE_SIZE_MAX = 100;

export const MailIdParams = Type.Object({ mailId: Id });

export const MailListQuery = Type.Object(
  {
    status: Type.Literal('failed', { description: 'Which mails: `failed` (given up after their last try).' }),
    page: Type.Integer({ minimum: 0, maximum: 100_000, default: 0, description: 'Page number, from 0.' }),
    size: Type.Integer({ minimum: 1, maximum: MAIL_PAGE_SIZE_MAX, default: 20, description: 'Mails per page.' }),
  },
  { additionalProperties: false },
);
export type MailListQuery = Static<typeof MailListQuery>;

/** A mail of the outbox as the admin sees it: who, what and why it failed, never its content. */
export const OutboxMail = Type.Object(
  {
    id: Id,
    messageId: Type.String({ description: 'The `Message-ID` every try of this mail is sent with.' }),
    kind: Type.String({ examples: ['booking_confirmation'] }),
    recipient: Type.String(),
    subject: Type.String(),
    attempts: Type.Integer({ minimum: 0 }),
    lastError: Type.Union([Type.String(), Type.Null()], { description: 'What the last try got back.' }),
    createdAt: Type.String({ format: 'date-time' }),
    failedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'OutboxMail', additionalProperties: false },
);
export type OutboxMail = Static<typeof OutboxMail>;

export const OutboxMailPage = Type.Object(
  {
    mails: Type.Array(Type.Ref('OutboxMail')),
    page: Type.Integer({ minimum: 0 }),
    size: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0, description: 'Mails with this status in all.' }),
  },
  { $id: 'OutboxMailPage', additionalProperties: false },
);
export type OutboxMailPage = { mails: OutboxMail[]; page: number; size: number; total: number };

export const mailComponentSchemas: TSchema[] = [OutboxMail, OutboxMailPage];
