import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { loggedInBannerMessages, type LoggedInBannerMessages } from './LoggedInBanner.messages';

export type LoggedInBannerProps = Omit<ComponentPropsWithoutRef<'p'>, 'children'> & {
  /** The stored user id (the login email). */
  userId: string;
  messages?: Partial<LoggedInBannerMessages>;
};

/** 'You are logged-In as {userId}', the home page's signed-in line. */
export const LoggedInBanner = forwardRef<HTMLParagraphElement, LoggedInBannerProps>(function LoggedInBanner(
  { userId, messages, ...rest },
  ref,
) {
  const t = useMessages('LoggedInBanner', loggedInBannerMessages, messages);
  return <Root ref={ref} {...rest}>{formatMessage(t.loggedInAs, { userId })}</Root>;
});

const Root = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.successSurface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  text-align: center;
  overflow-wrap: anywhere;
`;
