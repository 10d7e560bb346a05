// A message and its rendering are pure text logic (logic/message.ts), so the validation in logic/ fills them too;
// the messages layer names them here for everything above it.
export { formatMessage, type Message, type MessageParams } from '../logic/message';
