import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../../messages/useMessages';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { errorPageMessages, type ErrorPageMessages } from './ErrorPage.messages';

export type ErrorPageProps = Omit<ComponentPropsWithoutRef<'section'>, 'children'> & {
  /** The error's message or status text, shown under the heading when given. */
  detail?: string;
  /** Where the home link leads. */
  homeHref: string;
  messages?: Partial<ErrorPageMessages>;
};

/** The router's fallback: 'Unexpected Application Error!', an optional detail and a link home. */
export const ErrorPage = forwardRef<HTMLElement, ErrorPageProps>(function ErrorPage(
  { detail, homeHref, messages, ...rest },
  ref,
) {
  const t = useMessages('ErrorPage', errorPageMessages, messages);
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} ref={ref} {...rest}>
      <Heading level={1} id={headingId}>
        {t.heading}
      </Heading>
      {detail ? <Detail>{detail}</Detail> : null}
      <div>
        <Link href={homeHref} variant="primary">
          {t.homeLink}
        </Link>
      </div>
    </Root>
  );
});

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[7]} ${theme.space[4]}`};
  text-align: center;
`;

const Detail = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.dangerSurface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  text-align: start;
`;
