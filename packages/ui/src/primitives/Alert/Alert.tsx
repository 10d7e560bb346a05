import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useMessages } from '../../messages/useMessages';
import { alertMessages, type AlertMessages } from './Alert.messages';
import * as S from './Alert.styles';

/** 'danger' is red (errors), 'success' green, 'warning' amber. */
export type AlertTone = 'danger' | 'success' | 'warning';

export type AlertProps = Omit<ComponentPropsWithoutRef<'div'>, 'title'> & {
  tone: AlertTone;
  /** Optional bold first line. */
  title?: ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  messages?: Partial<AlertMessages>;
};

/**
 * A message box. Danger alerts use role="alert" (announced at once); the others role="status".
 * Scope `getByRole('status')` in tests: react-day-picker's month caption is a status region too.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone, title, onDismiss, messages, children, ...rest },
  ref,
) {
  const t = useMessages('Alert', alertMessages, messages);
  return (
    <S.Root role={tone === 'danger' ? 'alert' : 'status'} data-tone={tone} ref={ref} {...rest}>
      <S.Content>
        {title ? <S.Title>{title}</S.Title> : null}
        {children}
      </S.Content>
      {onDismiss ? (
        <S.Dismiss type="button" aria-label={t.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </S.Dismiss>
      ) : null}
    </S.Root>
  );
});
