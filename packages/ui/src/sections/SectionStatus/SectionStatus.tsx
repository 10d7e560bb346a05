import { forwardRef, useImperativeHandle, useRef, type ComponentPropsWithoutRef } from 'react';
import { useMessages } from '../../messages/useMessages';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import type { LoadStatus } from '../../types/views';
import { sectionStatusMessages, type SectionStatusMessages } from './SectionStatus.messages';
import * as S from './SectionStatus.styles';

export type SectionStatusProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  status: LoadStatus;
  /**
   * A failure's text from the app, shown as is in a danger alert whenever set (also while 'ready', e.g. a failed
   * delete); on 'error' without it, `loadError`.
   */
  error?: string;
  /** A success text from the app, e.g. after a deletion. */
  message?: string;
  /** The section's own text for a failed load without an `error` from the app. Default: `loadFailed`. */
  loadError?: string;
  /** The loading text shown with the spinner. Default: the Spinner's. */
  loading?: string;
  /** Offers Retry with a failed load ('error'). Pressing it keeps focus here while the section reloads. */
  onRetry?: () => void;
  messages?: Partial<SectionStatusMessages>;
};

/**
 * The status above or instead of a data section's content: a success alert, the failure (with Retry for a failed
 * load) and the loading spinner. Every section with a load status shows its states through it.
 */
export const SectionStatus = forwardRef<HTMLDivElement, SectionStatusProps>(function SectionStatus(
  { status, error, message, loadError, loading, onRetry, messages, ...rest },
  ref,
) {
  const t = useMessages('SectionStatus', sectionStatusMessages, messages);
  const rootRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => rootRef.current as HTMLDivElement);
  const failure = error || (status === 'error' ? (loadError ?? t.loadFailed) : null);

  const retry = () => {
    rootRef.current?.focus();
    onRetry?.();
  };

  return (
    <S.Root tabIndex={-1} ref={rootRef} {...rest}>
      {message ? <Alert tone="success">{message}</Alert> : null}
      {failure ? (
        <Alert tone="danger">
          <S.Failure>
            <span>{failure}</span>
            {status === 'error' && onRetry ? (
              <Button variant="secondary" size="sm" onPress={retry}>
                {t.retry}
              </Button>
            ) : null}
          </S.Failure>
        </Alert>
      ) : null}
      {status === 'loading' ? <Spinner label={loading} showLabel /> : null}
    </S.Root>
  );
});
