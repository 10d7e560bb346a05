/**
 * One piece of chrome text. Without params it is a plain string. With params it is either a function
 * (for plurals and word order) or a string with `{name}` placeholders, e.g. 'Error : {message}'.
 */
export type Message<Params extends MessageParams | void = void> = [Params] extends [void]
  ? string
  : string | ((params: Params) => string);

export type MessageParams = Record<string, string | number>;

/** Renders a message with its params: calls a function message, or fills `{name}` placeholders. */
export function formatMessage<Params extends MessageParams>(message: Message<Params>, params: Params): string {
  if (typeof message === 'function') return message(params);
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
