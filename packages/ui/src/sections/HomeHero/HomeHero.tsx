import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { brandMessages } from '../../brands/brand.messages';
import { LoggedInBanner, type LoggedInBannerMessages } from '../../components/LoggedInBanner';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Heading } from '../../primitives/Heading';
import { homeHeroMessages, type HomeHeroMessages } from './HomeHero.messages';

export type HomeHeroProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The stored user id; shows 'You are logged-In as {userId}' under the banner. */
  userId?: string;
  /** Show the logout message (' You have been logged out!') as a warning. */
  showLoggedOutNotice?: boolean;
  /** Any other message passed in navigation state, already localised; shown as a warning. */
  notice?: ReactNode;
  /** Adds a close button to the notices. */
  onDismissNotice?: () => void;
  messages?: Partial<HomeHeroMessages>;
  loggedInBannerMessages?: Partial<LoggedInBannerMessages>;
};

/** The home page's top: optional notices, the signed-in line and the 'Welcome to {brand}' banner (the page's h1). */
export const HomeHero = forwardRef<HTMLDivElement, HomeHeroProps>(function HomeHero({
  userId,
  showLoggedOutNotice = false,
  notice,
  onDismissNotice,
  messages,
  loggedInBannerMessages,
  ...rest
}, ref) {
  const t = useMessages('HomeHero', homeHeroMessages, messages);
  const brand = useMessages('Brand', brandMessages);
  const headingId = useId();
  const hasNotice = notice !== undefined && notice !== null && notice !== '';

  return (
    <Root ref={ref} {...rest}>
      {showLoggedOutNotice ? (
        <Alert tone="warning" onDismiss={onDismissNotice}>
          {t.loggedOutNotice}
        </Alert>
      ) : null}
      {hasNotice ? (
        <Alert tone="warning" onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      ) : null}
      {userId ? <LoggedInBanner userId={userId} messages={loggedInBannerMessages} /> : null}
      <Banner aria-labelledby={headingId}>
        <Heading level={1} id={headingId}>
          {formatMessage(t.welcome, { brand: brand.name })}
        </Heading>
        <Tagline>{t.tagline}</Tagline>
      </Banner>
    </Root>
  );
});

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.onAccent};
  text-align: center;

  & h1 {
    color: inherit;
  }

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

const Tagline = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;
