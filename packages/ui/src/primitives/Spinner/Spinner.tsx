import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useMessages } from '../../messages/useMessages';
import { VisuallyHidden } from '../VisuallyHidden';
import { spinnerMessages, type SpinnerMessages } from './Spinner.messages';
import * as S from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export type SpinnerProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** What is loading, e.g. 'Loading rooms....'. Defaults to the `label` message. */
  label?: ReactNode;
  /** Show the label next to the ring; otherwise it is read by screen readers only. */
  showLabel?: boolean;
  size?: SpinnerSize;
  messages?: Partial<SpinnerMessages>;
};

/** A loading indicator in a `status` live region. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, showLabel = false, size = 'md', messages, ...rest },
  ref,
) {
  const t = useMessages('Spinner', spinnerMessages, messages);
  const text = label ?? t.label;
  return (
    <S.Root role="status" data-size={size} ref={ref} {...rest}>
      <S.Graphic aria-hidden="true" />
      {showLabel ? <S.Label>{text}</S.Label> : <VisuallyHidden>{text}</VisuallyHidden>}
    </S.Root>
  );
});
