import { useId, useRef, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from 'react';
import { useMessages } from '../../messages/useMessages';
import { pageShellMessages, type PageShellMessages } from './PageShell.messages';
import * as S from './PageShell.styles';

export type PageShellProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** Usually the NavBar. */
  header?: ReactNode;
  /** Usually the Footer. */
  footer?: ReactNode;
  /** The page's sections, stacked with the page rhythm. */
  children?: ReactNode;
  /** `wide` lets tables use the full width (admin lists). */
  width?: 'normal' | 'wide';
  messages?: Partial<PageShellMessages>;
};

/** The page layout every screen shares: skip link, header, main content column, footer. */
export function PageShell({ header, footer, children, width = 'normal', messages, ...rest }: PageShellProps) {
  const t = useMessages('PageShell', pageShellMessages, messages);
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  // Focus in script: a `#id` navigation would be seen as a route change by client-side routers.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <S.Root {...rest}>
      <S.SkipLink href={`#${mainId}`} onClick={skipToMain}>
        {t.skipToContent}
      </S.SkipLink>
      {header}
      <S.Main ref={mainRef} id={mainId} tabIndex={-1} data-width={width}>
        {children}
      </S.Main>
      {footer}
    </S.Root>
  );
}
