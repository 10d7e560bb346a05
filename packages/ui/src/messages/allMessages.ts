/**
 * Every message group of the kit, keyed by the name passed to `useMessages`. Each `*.messages.ts` file registers
 * its own group by declaration merging, so this module imports no component:
 *
 *     declare module '../../messages/allMessages' {
 *       interface AllMessages {
 *         Paginator: PaginatorMessages;
 *       }
 *     }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the groups are merged in by the messages files
export interface AllMessages {}

export type MessageGroupName = keyof AllMessages;

/** A brand or locale pack: any group, any subset of its keys. Misspelled names fail type checking. */
export type MessagesPack = { [Name in MessageGroupName]?: Partial<AllMessages[Name]> };
