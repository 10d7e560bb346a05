import { useContext, useMemo } from 'react';
import type { AllMessages, MessageGroupName } from './allMessages';
import { missingProviderError } from '../provider/missingProvider';
import { MessagesContext } from './MessagesContext';
import { resolveMessages } from './resolveMessages';

/**
 * A component's messages with precedence: `override` (the component's `messages` prop)
 * > the provider's brand pack for `name` > `defaults` (the component's English texts).
 */
export function useMessages<Name extends MessageGroupName>(
  name: Name,
  defaults: AllMessages[Name],
  override?: Partial<AllMessages[Name]>,
): AllMessages[Name] {
  const packs = useContext(MessagesContext);
  if (!packs) throw missingProviderError(name);
  const pack = packs[name] as Partial<AllMessages[Name]> | undefined;
  return useMemo(() => resolveMessages(defaults, pack, override), [defaults, pack, override]);
}
