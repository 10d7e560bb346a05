import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { brandMessages } from '../../brands/brand.messages';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { footerMessages, type FooterMessages } from './Footer.messages';

export type FooterProps = Omit<ComponentPropsWithoutRef<'footer'>, 'children'> & {
  /** The year to show, e.g. `new Date().getFullYear()` (a prop, so the kit holds no clock). */
  year: number;
  messages?: Partial<FooterMessages>;
};

/** The site footer: '© {year} {brand}'. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer({ year, messages, ...rest }, ref) {
  const t = useMessages('Footer', footerMessages, messages);
  const brand = useMessages('Brand', brandMessages);
  return (
    <Root ref={ref} {...rest}>
      <Line>{formatMessage(t.copyright, { year, brand: brand.name })}</Line>
    </Root>
  );
});

const Root = styled.footer`
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.body};
  text-align: center;
`;

const Line = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
