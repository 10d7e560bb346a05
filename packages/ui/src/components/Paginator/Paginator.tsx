import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { formatMessage } from '../../messages/Message';
import { useMessages } from '../../messages/useMessages';
import { paginatorMessages, type PaginatorMessages } from './Paginator.messages';
import * as S from './Paginator.styles';

export type PaginatorProps = Omit<ComponentPropsWithoutRef<'nav'>, 'children'> & {
  /** The current page, 1-based. */
  page: number;
  /** Total pages (see `pageCount()`); at least 1. */
  pageCount: number;
  /** Called with the chosen 1-based page; not called for the current page. */
  onPageChange: (page: number) => void;
  /** Render nothing when there is a single page. Off by default. */
  hideWhenSinglePage?: boolean;
  messages?: Partial<PaginatorMessages>;
};

/** Numbered page buttons inside a labelled `<nav>`; the current page has aria-current="page". */
export const Paginator = forwardRef<HTMLElement, PaginatorProps>(function Paginator({
  page,
  pageCount,
  onPageChange,
  hideWhenSinglePage = false,
  messages,
  ...rest
}, ref) {
  const t = useMessages('Paginator', paginatorMessages, messages);
  if (hideWhenSinglePage && pageCount <= 1) return null;

  const pages = Array.from({ length: Math.max(1, pageCount) }, (_, index) => index + 1);
  return (
    <nav aria-label={t.navigationLabel} ref={ref} {...rest}>
      <S.List>
        {pages.map((number) => {
          const isCurrent = number === page;
          return (
            <li key={number}>
              <S.PageButton
                type="button"
                aria-label={formatMessage(t.pageLabel, { page: number })}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={isCurrent ? undefined : () => onPageChange(number)}
              >
                {number}
              </S.PageButton>
            </li>
          );
        })}
      </S.List>
    </nav>
  );
});
