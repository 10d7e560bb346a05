import { forwardRef, useEffect, useId, useRef, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { brandMessages } from '../../brands/brand.messages';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { pageShellMessages, type PageShellMessages } from './PageShell.messages';
import * as S from './PageShell.styles';

export type PageShellProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** Usually the NavBar. */
  header?: ReactNode;
  /** Usually the Footer. */
  footer?: ReactNode;
  /** The page's sections, stacked with the page rhythm. */
  children?: ReactNode;
  /** `wide` lets tables use the full width (admin lists). */
  width?: 'normal' | 'wide';
  /** The page's name: the document title becomes e.g. 'Find My Booking · HavenHub' (the `documentTitle` message). */
  pageTitle?: string;
  /**
   * Changes on every navigation (e.g. the location's key or path). Each change after the first moves focus to the
   * new page's main heading (the first h1 in main; main itself until one appears), so keyboard and screen reader
   * users start on the new page, not on the link they left.
   */
  navigationKey?: string;
  messages?: Partial<PageShellMessages>;
};

/** The page layout every screen shares: skip link, header, main content column, footer. */
export const PageShell = forwardRef<HTMLDivElement, PageShellProps>(function PageShell(
  { header, footer, children, width = 'normal', pageTitle, navigationKey, messages, ...rest },
  ref,
) {
  const t = useMessages('PageShell', pageShellMessages, messages);
  const brand = useMessages('Brand', brandMessages);
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const previousKey = useRef(navigationKey);

  useEffect(() => {
    document.title = pageTitle ? formatMessage(t.documentTitle, { page: pageTitle, brand: brand.name }) : brand.name;
  }, [pageTitle, t.documentTitle, brand.name]);

  useEffect(() => {
    const main = mainRef.current;
    if (!main || previousKey.current === navigationKey) return;
    previousKey.current = navigationKey;
    return focusMainHeading(main);
  }, [navigationKey]);

  // Focus in script: a `#id` navigation would be seen as a route change by client-side routers.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <S.Root ref={ref} {...rest}>
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
});

/**
 * Focuses main's first h1; until it renders (a page still loading), main itself, then the h1 when it appears, unless
 * the user has moved focus meanwhile. Returns the cleanup for the next navigation.
 */
function focusMainHeading(main: HTMLElement): () => void {
  const focusHeading = () => {
    const heading = main.querySelector('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focusHeading()) return () => undefined;
  main.focus();
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) observer.disconnect();
    else if (focusHeading()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}
